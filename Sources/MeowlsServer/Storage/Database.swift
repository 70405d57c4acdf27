/// The storage interface feature code talks to. SQLite is the first engine; PostgreSQL plugs in behind the same
/// protocols. Statements use `$1, $2, …` placeholders, which both engines understand.
public protocol Database: Sendable {
  /// Runs `body` with a connection reserved for the calling thread until it returns.
  func withConnection<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T
  /// Runs `body` in a transaction on a connection reserved for it: committed when `body` returns, rolled back when
  /// it throws. Prefer it to `withConnection` + `transaction` for every write: an engine may keep one connection
  /// for writers (SQLite does, so its page cache survives the writes).
  func transaction<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T
  /// `transaction` for a write that only needs to wait for writes of the same `turn` (a customer's cart and
  /// purchases: `"customer:<id>"`), while other writers go on beside it.
  ///
  /// NB: an engine with one writer (SQLite) runs it as `transaction`. On one whose transactions overlap
  /// (PostgreSQL), the body must stay right beside other turns' bodies at READ COMMITTED: shared counters change
  /// only through conditional updates (`… WHERE quantity >= n`) or `UPDATE … RETURNING`, uniqueness through
  /// constraints; and it must not start another transaction. Every plain `transaction` waits for all of them.
  func transaction<T>(turn: String, _ body: (any DatabaseConnection) throws -> T) throws -> T
  /// `transaction` for a load that writes much (seeding, imports): an engine may give it more memory for its
  /// duration.
  func bulkTransaction<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T
  /// Closes every connection; later calls fail with `DatabaseError.closed`.
  func close()
  /// How often, and how long, callers waited for a pooled connection (`/metrics`); nil for an engine that does
  /// not pool.
  var poolWaits: PoolWaits? { get }
}

extension Database {
  public var poolWaits: PoolWaits? { nil }

  public func transaction<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
    try withConnection { connection in try connection.transaction { try body(connection) } }
  }

  public func bulkTransaction<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
    try transaction(body)
  }

  public func transaction<T>(turn: String, _ body: (any DatabaseConnection) throws -> T) throws -> T {
    try transaction(body)
  }
}

/// One connection. Not thread-safe: use it only inside `Database.withConnection`.
public protocol DatabaseConnection: AnyObject, TableCopying {
  /// Runs a statement and returns the number of rows it changed.
  @discardableResult
  func execute(_ sql: String, _ binds: [SQLValue]) throws -> Int
  /// Runs a write whose answer the caller does not read (no row count, no rows). Inside a transaction an engine
  /// across a network may send it with the next statement that needs an answer, or with the commit: a failure then
  /// surfaces there, still inside the transaction, which rolls back as if this statement had thrown. Never for a
  /// write whose failure the caller turns into an answer of its own (a unique code taken, say).
  func executeLater(_ sql: String, _ binds: [SQLValue]) throws
  /// Runs a query and calls `row` for each result row, without building an array.
  func forEachRow(_ sql: String, _ binds: [SQLValue], _ row: (Row) throws -> Void) throws
  /// Runs several statements separated by `;` (migrations); no parameters.
  func executeScript(_ sql: String) throws
  /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
  func transaction<T>(_ body: () throws -> T) throws -> T
  /// What ends a `SELECT` that claims the rows it finds for the caller's transaction, skipping rows another
  /// transaction holds (a job two servers both found due): `FOR UPDATE SKIP LOCKED` on PostgreSQL, nothing on
  /// SQLite, where a writing transaction (`BEGIN IMMEDIATE`) already holds the whole file.
  var claimingRows: String { get }
  /// `read`'s answer, kept under `key` and given again while no commit (of this process, or of another that the
  /// engine hears of) may have changed what it reads; read anew otherwise, and always inside a transaction. For a
  /// small read that nearly every request makes (the catalogue revision): on an engine across a network it saves
  /// the round trip; SQLite, in process, always reads.
  func rememberedUntilChange<T: Sendable>(_ key: String, _ read: () throws -> T) rethrows -> T
}

extension DatabaseConnection {
  public var claimingRows: String { "" }

  public func executeLater(_ sql: String, _ binds: [SQLValue]) throws {
    try execute(sql, binds)
  }

  public func rememberedUntilChange<T: Sendable>(_ key: String, _ read: () throws -> T) rethrows -> T {
    try read()
  }

  public func query(_ sql: String, _ binds: [SQLValue] = []) throws -> [Row] {
    var rows: [Row] = []
    try forEachRow(sql, binds) { rows.append($0) }
    return rows
  }

  public func query<T: RowDecodable>(_ sql: String, _ binds: [SQLValue] = [], as type: T.Type) throws -> [T] {
    var rows: [T] = []
    try forEachRow(sql, binds) { rows.append(try T(row: $0)) }
    return rows
  }

  public func first(_ sql: String, _ binds: [SQLValue] = []) throws -> Row? {
    var found: Row?
    try forEachRow(sql, binds) { if found == nil { found = $0 } }
    return found
  }
}

/// Storage failures. None of them is the client's fault; they answer 500 or 503.
public enum DatabaseError: Error, Equatable, CustomStringConvertible {
  case cannotOpen(path: String, message: String)
  case closed
  case constraint(message: String)
  case busy(message: String)
  case statement(sql: String, message: String)

  public var description: String {
    switch self {
    case .cannotOpen(let path, let message): "cannot open database \(path): \(message)"
    case .closed: "the database is closed"
    case .constraint(let message): "constraint violated: \(message)"
    case .busy(let message): "database busy: \(message)"
    case .statement(let sql, let message): "\(message) in: \(sql)"
    }
  }
}
