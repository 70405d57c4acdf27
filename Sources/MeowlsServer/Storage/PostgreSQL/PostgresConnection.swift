import CLibPQ

#if canImport(Glibc)
  import Glibc
#endif

/// One PostgreSQL session with its prepared statements (by SQL text). Used by one thread at a time (the pool sees
/// to it).
///
/// Every commit that wrote tells the other processes on the database (`NOTIFY`, `PostgresListener`) and this
/// process's `changes`, so that what they remember of the database (`rememberedUntilChange`) is read anew.
final class PostgresConnection: DatabaseConnection, @unchecked Sendable {
  private let handle: OpaquePointer
  private let changes: DatabaseChanges?
  private var statements: [String: String] = [:]
  private var transactionDepth = 0
  /// Whether the transaction under way wrote.
  private var wrote = false

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
    try transaction(begin: "BEGIN; SELECT pg_advisory_xact_lock(\(Self.writerLock))", body)
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
      begin: "BEGIN; SET CONSTRAINTS ALL DEFERRED; SELECT pg_advisory_xact_lock_shared(\(Self.writerLock)); "
        + "SELECT pg_advisory_xact_lock(\(Self.writerLock), hashtext($t$\(turn)$t$))", body)
  }

  private func transaction<T>(begin: String, _ body: () throws -> T) throws -> T {
    let savepoint = "sp\(transactionDepth)"
    try command(transactionDepth == 0 ? begin : "SAVEPOINT \(savepoint)")
    transactionDepth += 1
    do {
      let result = try body()
      transactionDepth -= 1
      if transactionDepth == 0 {
        // NB: COMMIT of a transaction an error has aborted answers ROLLBACK, not an error (and its NOTIFY fails).
        let wrote = self.wrote
        self.wrote = false
        guard try command(wrote ? "\(Self.notify); COMMIT" : "COMMIT") != "ROLLBACK" else {
          throw DatabaseError.statement(sql: "COMMIT", message: "the transaction was aborted and rolled back")
        }
        if wrote { changes?.committed() }
      } else {
        try command("RELEASE SAVEPOINT \(savepoint)")
      }
      return result
    } catch {
      transactionDepth -= 1
      if transactionDepth == 0 { wrote = false }
      _ = try? command(
        transactionDepth == 0 ? "ROLLBACK" : "ROLLBACK TO SAVEPOINT \(savepoint); RELEASE SAVEPOINT \(savepoint)")
      throw error
    }
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
    let result = PostgresValues.withParameters(binds) { values, lengths, formats in
      PQexecPrepared(handle, name, Int32(binds.count), values, lengths, formats, 0)
    }
    if let failure = failure(of: result) {
      PQclear(result)
      throw failure.error(sql: sql)
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

  /// The name of `sql`'s prepared statement on this connection, prepared on first use.
  ///
  /// NB: parameters are left for PostgreSQL to type from the statement (`price = $1` makes `$1` a bigint), except
  /// blobs (bytea). Where nothing or too much says, PostgreSQL refuses (`$1 IS NULL`) or guesses text
  /// (`SELECT $1`, `INSERT … SELECT $1`), where SQLite keeps the bound value's own type; then the values' types are
  /// declared.
  private func prepared(_ sql: String, _ binds: [SQLValue]) throws -> String {
    if let name = statements[sql] { return name }
    let name = "meowls_\(statements.count)"
    let declared = binds.map(PostgresValues.type(of:))
    let inferred = declared.map { $0 == PostgresValues.byteaType ? $0 : 0 }
    var failure = try prepare(name, sql, types: inferred)
    if let state = failure?.sqlState, Self.untypedParameter.contains(state) {
      failure = try prepare(name, sql, types: declared)
    } else if failure == nil, guessedText(for: binds, in: name) {
      try command("DEALLOCATE \(name)")
      failure = try prepare(name, sql, types: declared)
      // NB: a number compared with a text column (`code = $1`) is PostgreSQL's to convert, as it first did.
      if failure != nil { failure = try prepare(name, sql, types: inferred) }
    }
    if let failure { throw failure.error(sql: sql) }
    statements[sql] = name
    return name
  }

  /// SQLSTATEs of a parameter PostgreSQL cannot type: none deduced (`$1 IS NULL`), or two (`SELECT $2 … + $2`,
  /// numeric beside a bigint column).
  private static let untypedParameter: Set<String> = ["42P18", "42P08"]

  /// PREPAREs `sql` as `name`. A failed PREPARE aborts the transaction it runs in, so inside one it runs under a
  /// savepoint; only a statement's first use on a connection pays for it.
  private func prepare(_ name: String, _ sql: String, types: [Oid]) throws -> PostgresFailure? {
    let guarded = transactionDepth > 0
    if guarded { try command("SAVEPOINT meowls_prepare") }
    let failure = types.withUnsafeBufferPointer { types in
      self.failure(consuming: PQprepare(handle, name, sql, Int32(types.count), types.baseAddress))
    }
    if guarded {
      try command(
        failure == nil
          ? "RELEASE SAVEPOINT meowls_prepare"
          : "ROLLBACK TO SAVEPOINT meowls_prepare; RELEASE SAVEPOINT meowls_prepare")
    }
    return failure
  }

  /// Whether PostgreSQL typed as text a parameter that `binds` gives a number.
  private func guessedText(for binds: [SQLValue], in name: String) -> Bool {
    let numbers = binds.indices.filter { index in
      switch binds[index] {
      case .integer, .real: true
      case .null, .text, .blob: false
      }
    }
    guard !numbers.isEmpty, let description = PQdescribePrepared(handle, name) else { return false }
    defer { PQclear(description) }
    return numbers.contains { PQparamtype(description, Int32($0)) == PostgresValues.textType }
  }

  /// Runs `sql` (one or more statements, no parameters) and returns the last one's command tag.
  @discardableResult
  func command(_ sql: String) throws -> String {
    let result = PQexec(handle, sql)
    defer { PQclear(result) }
    if let failure = failure(of: result) { throw failure.error(sql: sql) }
    return result.map { String(cString: PQcmdStatus($0)) } ?? ""
  }

  private func failure(consuming result: OpaquePointer?) -> PostgresFailure? {
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

/// A failed statement: its SQLSTATE and message, turned into the engine-neutral `DatabaseError`.
struct PostgresFailure: Equatable {
  var sqlState: String
  var message: String

  func error(sql: String) -> DatabaseError {
    switch sqlState {
    case let state where state.hasPrefix("23"): .constraint(message: message)
    case "40001", "40P01", "55P03": .busy(message: message)
    default: .statement(sql: sql, message: message)
    }
  }
}
