/// The background jobs (schema version 403). Portable SQL, like the other features' schemas.
enum JobsSchema {
  static let migrations: [Migration] = [jobs]

  // NB: one row per pending job. Recurring jobs keep one row each (id `every:<kind>`) whose `run_at` moves on after
  // every run; one-off jobs (a payment) get a random id and disappear once done. A job's effect and the change of its
  // row commit together, so a crash never runs a job twice or loses it.
  static let jobs = Migration(
    version: 403, name: "jobs",
    sql: """
      CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        subject TEXT,
        run_at BIGINT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT
      );
      CREATE INDEX jobs_by_run_at ON jobs (run_at)
      """)
}
