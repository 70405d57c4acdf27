import Foundation

/// A row of `jobs`.
struct StoredJob: Equatable, Sendable {
  var attempts: Int
  var id: String
  var kind: JobKind
  var runAt: Int64
  var subject: String?
}

/// The SQL behind the background jobs: every statement on `jobs` lives here.
enum JobStore {
  /// The jobs waiting, and those among them whose time (epoch seconds) has come (`/metrics`).
  static func depth(at seconds: Int64, in connection: any DatabaseConnection) throws -> (queued: Int, due: Int) {
    let row = try connection.first(
      "SELECT COUNT(*), COALESCE(SUM(CASE WHEN run_at <= $1 THEN 1 ELSE 0 END), 0) FROM jobs", [seconds.sqlValue])
    return (try row?.int(0) ?? 0, try row?.int(1) ?? 0)
  }

  /// Adds a one-off job (in the caller's transaction, so it exists exactly when what it works on does).
  static func schedule(
    _ kind: JobKind, subject: String, id: UUID, at seconds: Int64, in connection: any DatabaseConnection
  ) throws {
    try connection.executeLater(
      "INSERT INTO jobs (id, kind, subject, run_at) VALUES ($1, $2, $3, $4)",
      [id.sqlValue, kind.rawValue.sqlValue, subject.sqlValue, seconds.sqlValue])
  }

  /// Adds a one-off job with a chosen id (one job per subject, say), in the caller's transaction.
  static func schedule(
    _ kind: JobKind, subject: String, key: String, at seconds: Int64, in connection: any DatabaseConnection
  ) throws {
    try connection.execute(
      "INSERT INTO jobs (id, kind, subject, run_at) VALUES ($1, $2, $3, $4)",
      [key.sqlValue, kind.rawValue.sqlValue, subject.sqlValue, seconds.sqlValue])
  }

  /// Makes sure a recurring kind has its row, due no later than `seconds` (a shorter schedule takes effect at once;
  /// a run missed while the server was down stays due).
  static func ensureRecurring(_ kind: JobKind, at seconds: Int64, in connection: any DatabaseConnection) throws {
    try connection.execute(
      """
      INSERT INTO jobs (id, kind, run_at) VALUES ($1, $2, $3)
      ON CONFLICT (id) DO UPDATE SET run_at = CASE WHEN excluded.run_at < jobs.run_at THEN excluded.run_at
        ELSE jobs.run_at END
      """, [kind.recurringID.sqlValue, kind.rawValue.sqlValue, seconds.sqlValue])
  }

  /// The jobs due at `seconds`, earliest first.
  static func due(at seconds: Int64, in connection: any DatabaseConnection) throws -> [StoredJob] {
    try connection.query(
      "SELECT id, kind, subject, run_at, attempts FROM jobs WHERE run_at <= $1 ORDER BY run_at, id", [seconds.sqlValue]
    ).compactMap { row in
      guard let kind = JobKind(rawValue: try row.string(1)) else { return nil }
      return StoredJob(
        attempts: try row.int(4), id: try row.string(0), kind: kind, runAt: Int64(try row.int(3)),
        subject: try row.optionalString(2))
    }
  }

  /// Claims the job for the caller's transaction when it is still as it was read: false when another runner (this
  /// server's or another's on the same database) ran it or holds it meanwhile. The engine's row claim
  /// (`claimingRows`) makes two servers that both found it due run it once.
  static func claim(_ job: StoredJob, in connection: any DatabaseConnection) throws -> Bool {
    try connection.first(
      "SELECT 1 FROM jobs WHERE id = $1 AND run_at = $2 \(connection.claimingRows)",
      [job.id.sqlValue, job.runAt.sqlValue]) != nil
  }

  /// Removes a one-off job (done, or given up) still as it was read.
  static func finish(_ job: StoredJob, in connection: any DatabaseConnection) throws {
    try connection.execute("DELETE FROM jobs WHERE id = $1 AND run_at = $2", [job.id.sqlValue, job.runAt.sqlValue])
  }

  /// Moves a job to `seconds`, recording the attempt that failed (nil error: the last run succeeded), when it is still
  /// as it was read; false when another runner moved or finished it meanwhile.
  @discardableResult
  static func reschedule(
    _ job: StoredJob, to seconds: Int64, failure: String?, in connection: any DatabaseConnection
  ) throws -> Bool {
    try connection.execute(
      "UPDATE jobs SET run_at = $2, attempts = $3, last_error = $4 WHERE id = $1 AND run_at = $5",
      [
        job.id.sqlValue, seconds.sqlValue, (failure == nil ? 0 : job.attempts + 1).sqlValue, failure.sqlValue,
        job.runAt.sqlValue,
      ]) == 1
  }
}
