import CLibPQ

#if canImport(Glibc)
  import Glibc
#endif

/// One PostgreSQL session with its prepared statements (by SQL text). Used by one thread at a time (the pool sees
/// to it).
///
/// Every commit that wrote tells the other processes on the database (`NOTIFY`, `PostgresListener`) and this
/// process's `changes`, so that what they remember of the database (`rememberedUntilChange`) is read anew.
///
/// A transaction's opening and its writes sent later (`executeLater`) wait in `pending` and travel with the next
/// statement that needs an answer, or with the COMMIT, in one round trip (`PostgresPipeline`): a purchase cycle
/// (cart update, calculation, purchase) went from about forty round trips to about twenty-three.
final class PostgresConnection: DatabaseConnection, @unchecked Sendable {
  // NB: internal, not private, for the extensions in PostgresConnection+*.swift.
  let handle: OpaquePointer
  private let changes: DatabaseChanges?
  var statements: [String: String] = [:]
  var transactionDepth = 0
  /// Whether the transaction under way wrote.
  private var wrote = false
  /// Statements to send with the next one that needs an answer (`PostgresPipeline`): the opening of the transaction
  /// under way until its first statement, and writes nobody reads the answer of (`executeLater`).
  private var pending: [PostgresStatement] = []
  /// Whether the transaction under way has not reached the server yet (its opening is still `pending`).
  private var beginUnsent = false

  /// Connects to `url` (`postgres://user:password@host:port/database` or any libpq connection string); `changes`
  /// learns of its commits.
  init(url: String, changes: DatabaseChanges? = nil) throws {
    self.changes = changes
    guard let opened = PQconnectdb(url) else {
      throw DatabaseError.cannotOpen(path: PostgresURL.redacted(url), message: "out of memory")
    }
    guard PQstatus(opened) == CONNECTION_OK else {
      let message = Self.message(of: opened)
      PQfinish(opened)
      throw DatabaseError.cannotOpen(path: PostgresURL.redacted(url), message: message)
    }
    handle = opened
    // NB: libpq prints every notice ("table … does not exist, skipping") to stderr; the server's log is its own.
    PQsetNoticeReceiver(handle, { _, _ in }, nil)
    try command(Self.sessionSettings)
  }

  /// NB: a shop's catalogue and its indexes live in memory, while PostgreSQL's default random_page_cost (4) prices
  /// a page read as a disk seek: the generic plans of the prepared statements then hashed whole tables of prices,
  /// availability and badges to look up one product's rows (the variants query of a cart line took 0.27 ms instead
  /// of 0.07 ms). 1.1 is PostgreSQL's own advice for data that is cached or on SSDs.
  static let sessionSettings = "SET random_page_cost = 1.1"

  deinit {
    PQfinish(handle)
  }

  func rememberedUntilChange<T: Sendable>(_ key: String, _ read: () throws -> T) rethrows -> T {
    // NB: a transaction reads what it wrote itself, which nobody else knows of yet.
    guard let changes, transactionDepth == 0 else { return try read() }
    return try changes.remembered(key, read)
  }

  @discardableResult
  func execute(_ sql: String, _ binds: [SQLValue]) throws -> Int {
    let result = try run(sql, binds)
    defer { PQclear(result) }
    return Int(String(cString: PQcmdTuples(result))) ?? 0
  }

  func forEachRow(_ sql: String, _ binds: [SQLValue], _ body: (Row) throws -> Void) throws {
    let result = try run(sql, binds)
    defer { PQclear(result) }
    let count = PQnfields(result)
    let names = (0..<count).map { String(cString: PQfname(result, $0)) }
    let columns = (0..<count).map { PostgresValues.Column(type: PQftype(result, $0)) }
    for row in 0..<PQntuples(result) {
      try body(Row(columns: names, values: PostgresValues.row(row, of: result, columns: columns)))
    }
  }

  /// NB: sent with the next statement that needs an answer, or with the commit; a failure then surfaces there, still
  /// inside the transaction, so it rolls back as if this statement had failed.
  func executeLater(_ sql: String, _ binds: [SQLValue]) throws {
    guard transactionDepth > 0 else {
      try execute(sql, binds)
      return
    }
    let name = try prepared(sql, binds)
    pending.append(PostgresStatement(sql: sql, prepared: name, binds: binds))
    wrote = true
    // NB: a pipeline's answers wait in the socket until it ends; a long one could fill both ways and stall.
    if pending.count >= Self.longestPipeline { try sendPending() }
  }

  /// Statements sent in one pipeline at most.
  static let longestPipeline = 64

  /// Runs a script of SQLite DDL (migrations) as PostgreSQL's, through `PostgresDialect`.
  func executeScript(_ sql: String) throws {
    try command(PostgresDialect.translate(sql))
    if transactionDepth > 0 {
      wrote = true
    } else {
      // NB: apart from the script: one query string is one transaction, where CREATE DATABASE may not run.
      changes?.committed()
      _ = try? command(Self.notify)
    }
  }

  func transaction<T>(_ body: () throws -> T) throws -> T {
    // NB: SQLite lets one writer in at a time, and the features count on it (a stock-take reads the stock, then
    // writes it). A transaction-scoped advisory lock gives every writing transaction the same turn on
    // PostgreSQL, across every server on the database, so two servers never disagree where one could not.
    try transaction(begin: ["BEGIN", "SELECT pg_advisory_xact_lock(\(Self.writerLock))"], body)
  }

  /// A transaction that shares the writers' lock with the other turns (so a plain transaction still waits for all
  /// of them) and waits only for a transaction of the same `turn` (`Database.transaction(turn:_:)`).
  func transaction<T>(turn: String, _ body: () throws -> T) throws -> T {
    guard transactionDepth == 0 else { return try transaction(body) }
    // NB: the two-key form's lock space never meets the one-key writer lock; the turn's text is hashed by the
    // server (a dollar-quoted literal, since `turn` comes from the feature, never from a client: checked here).
    guard turn.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x24 }) else {
      throw DatabaseError.statement(sql: "turn", message: "a turn is printable ASCII without $")
    }
    // NB: the counters' bumps wait for the commit (`PostgresTriggers`): a turn reads no counter it bumped.
    return try transaction(
      begin: [
        "BEGIN", "SET CONSTRAINTS ALL DEFERRED", "SELECT pg_advisory_xact_lock_shared(\(Self.writerLock))",
        "SELECT pg_advisory_xact_lock(\(Self.writerLock), hashtext($t$\(turn)$t$))",
      ], body)
  }

  /// NB: the opening (`begin`, one statement each) waits in `pending` for the first statement, which carries it to
  /// the server: a transaction costs no round trip of its own, and one that ran nothing costs none at all.
  private func transaction<T>(begin: [String], _ body: () throws -> T) throws -> T {
    let outermost = transactionDepth == 0
    let savepoint = "sp\(transactionDepth)"
    if outermost {
      pending = begin.map(PostgresStatement.init(plain:))
      beginUnsent = true
    } else {
      try command("SAVEPOINT \(savepoint)")
    }
    transactionDepth += 1
    let result: T
    do {
      result = try body()
      transactionDepth -= 1
    } catch {
      transactionDepth -= 1
      abandon(savepoint: outermost ? nil : savepoint)
      throw error
    }
    do {
      if outermost { try commit() } else { try command("RELEASE SAVEPOINT \(savepoint)") }
    } catch {
      abandon(savepoint: outermost ? nil : savepoint)
      throw error
    }
    return result
  }

  private func commit() throws {
    let wrote = self.wrote
    self.wrote = false
    if beginUnsent, !wrote {
      pending.removeAll()
      beginUnsent = false
      return
    }
    let ending = (wrote ? [Self.notify] : []) + ["COMMIT"]
    pending += ending.map(PostgresStatement.init(plain:))
    let tag = try sendPending()
    // NB: COMMIT of a transaction an error has aborted answers ROLLBACK, not an error.
    guard tag != "ROLLBACK" else {
      throw DatabaseError.statement(sql: "COMMIT", message: "the transaction was aborted and rolled back")
    }
    if wrote { changes?.committed() }
  }

  /// Ends a transaction (or rolls back to `savepoint`) after a failure; the statements still pending are dropped.
  private func abandon(savepoint: String?) {
    pending.removeAll()
    if let savepoint {
      _ = try? command("ROLLBACK TO SAVEPOINT \(savepoint); RELEASE SAVEPOINT \(savepoint)")
    } else {
      wrote = false
      if !beginUnsent { _ = try? command("ROLLBACK") }
      beginUnsent = false
    }
  }

  /// Sends what is pending in one pipeline and returns the last statement's command tag.
  @discardableResult
  private func sendPending() throws -> String {
    let statements = pending
    pending.removeAll()
    beginUnsent = false
    let answer = PostgresPipeline.send(statements, on: handle)
    defer { PQclear(answer.result) }
    if let failure = failure(of: answer.result) { throw failure.error(sql: answer.sql) }
    return answer.result.map { String(cString: PQcmdStatus($0)) } ?? ""
  }

  /// NB: a plain transaction (the jobs') holds `writerLock` alone, so two claims never meet today; the row lock
  /// keeps a claim right should a claim ever run in a turn, which shares that lock.
  var claimingRows: String { "FOR UPDATE SKIP LOCKED" }

  /// What tells the other processes on the database that a commit wrote (`PostgresListener`).
  static let notify = "NOTIFY \(PostgresListener.channel)"

  /// The advisory lock every writing transaction takes ("MEOW").
  static let writerLock = 0x4D45_4F57

  private func run(_ sql: String, _ binds: [SQLValue]) throws -> OpaquePointer {
    let name = try prepared(sql, binds)
    var result: OpaquePointer?
    var failedSQL = sql
    if pending.isEmpty {
      result = PostgresValues.withParameters(binds) { values, lengths, formats in
        PQexecPrepared(handle, name, Int32(binds.count), values, lengths, formats, 0)
      }
    } else {
      let answer = PostgresPipeline.send(
        pending + [PostgresStatement(sql: sql, prepared: name, binds: binds)], on: handle)
      pending.removeAll()
      beginUnsent = false
      (result, failedSQL) = (answer.result, answer.sql)
    }
    if let failure = failure(of: result) {
      PQclear(result)
      throw failure.error(sql: failedSQL)
    }
    guard let result else { throw DatabaseError.statement(sql: sql, message: "no result") }
    if Self.writes(result) {
      if transactionDepth > 0 {
        wrote = true
      } else {
        // NB: a statement outside a transaction has committed by now.
        changes?.committed()
        _ = try? command(Self.notify)
      }
    }
    return result
  }

  /// Whether a statement's result says it changed something (`INSERT 0 1`, `UPDATE 3`; not `SELECT 5`).
  private static func writes(_ result: OpaquePointer) -> Bool {
    guard let tag = PQcmdStatus(result) else { return false }
    return strncmp(tag, "SELECT", 6) != 0
  }

  /// Runs `sql` (one or more statements, no parameters) and returns the last one's command tag.
  @discardableResult
  func command(_ sql: String) throws -> String {
    if !pending.isEmpty { try sendPending() }
    let result = PQexec(handle, sql)
    defer { PQclear(result) }
    if let failure = failure(of: result) { throw failure.error(sql: sql) }
    return result.map { String(cString: PQcmdStatus($0)) } ?? ""
  }

  func failure(consuming result: OpaquePointer?) -> PostgresFailure? {
    defer { PQclear(result) }
    return failure(of: result)
  }

  private func failure(of result: OpaquePointer?) -> PostgresFailure? {
    let status = result.map(PQresultStatus) ?? PGRES_FATAL_ERROR
    switch status {
    case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY: return nil
    default: break
    }
    let state = result.flatMap { PQresultErrorField($0, Int32(UInt8(ascii: "C"))) }.map { String(cString: $0) }
    let message = result.flatMap { PQresultErrorMessage($0) }.map { String(cString: $0) } ?? ""
    let failure = PostgresFailure(
      sqlState: state ?? "", message: message.isEmpty ? Self.message(of: handle) : trimmed(message))
    if PQstatus(handle) == CONNECTION_BAD {
      // NB: a lost session takes its prepared statements and transaction with it; the next use reconnects.
      PQreset(handle)
      statements.removeAll()
      pending.removeAll()
      _ = try? command(Self.sessionSettings)
    }
    return failure
  }

  private func trimmed(_ message: String) -> String {
    String(message.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }

  private static func message(of handle: OpaquePointer) -> String {
    let text = PQerrorMessage(handle).map { String(cString: $0) } ?? ""
    return text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
