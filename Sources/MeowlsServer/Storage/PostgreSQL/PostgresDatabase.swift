import Foundation
import Synchronization

/// PostgreSQL behind the `Database` interface, through libpq: a pool with one connection per worker for reads,
/// one more connection that runs every plain `transaction`, and a pool as large for transactions by turn.
///
/// Several servers may share the database: each hears the others' commits (`PostgresListener`, started at the
/// first remembered read), so what it remembers between requests (`DatabaseChanges`) follows theirs.
///
/// NB: the writer connection mirrors `SQLiteDatabase`: a transaction never waits for a pooled connection, so a
/// transaction's body may read through `withConnection` however busy the pool is, as it may on SQLite. Transactions
/// by turn (a customer's cart and purchase) run side by side on their own pool, so the busiest writes of a shop
/// do not take turns with every other customer's, as they must on SQLite.
public final class PostgresDatabase: Database {
  /// The URL without its password.
  public let location: String
  private let readers: ConnectionPool<PostgresConnection>
  private let turns: ConnectionPool<PostgresConnection>
  private let writer: PostgresWriter
  private let isClosed = Atomic<Bool>(false)
  private let listener: PostgresListener
  /// What this process knows of the commits to the database (its own and other processes').
  let changes: DatabaseChanges
  public let poolWaits: PoolWaits?

  /// Opens `size` pooled connections, as many for turns, and the writer's to `url`; `DatabaseError.cannotOpen` when
  /// one fails.
  public init(url: String, connections size: Int) throws {
    location = PostgresURL.redacted(url)
    let listener = PostgresListener(url: url)
    let changes = DatabaseChanges { listener.start($0) }
    let open = { try (0..<max(1, size)).map { _ in try PostgresConnection(url: url, changes: changes) } }
    let waits = PoolWaits()
    poolWaits = waits
    readers = ConnectionPool(try open(), waits: waits)
    turns = ConnectionPool(try open(), waits: waits)
    writer = PostgresWriter(try PostgresConnection(url: url, changes: changes))
    self.listener = listener
    self.changes = changes
  }

  deinit {
    // NB: the hearing thread holds a connection of its own; a database dropped without `close` must not keep it.
    listener.stop()
  }

  public func withConnection<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
    guard !isClosed.load(ordering: .acquiring) else { throw DatabaseError.closed }
    return try readers.withConnection { try body($0) }
  }

  public func transaction<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
    guard !isClosed.load(ordering: .acquiring) else { throw DatabaseError.closed }
    return try writer.withConnection { connection in try connection.transaction { try body(connection) } }
  }

  public func transaction<T>(turn: String, _ body: (any DatabaseConnection) throws -> T) throws -> T {
    guard !isClosed.load(ordering: .acquiring) else { throw DatabaseError.closed }
    return try turns.withConnection { connection in
      try connection.transaction(turn: turn) { try body(connection) }
    }
  }

  public func close() {
    guard !isClosed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    listener.stop()
    readers.close()
    turns.close()
    writer.close()
  }
}

/// The writer connection behind its lock: one transaction at a time uses it, and closing waits for the one under
/// way.
final class PostgresWriter: @unchecked Sendable {
  private let lock = NSLock()
  private var connection: PostgresConnection?

  init(_ connection: PostgresConnection) { self.connection = connection }

  func withConnection<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    guard let connection else { throw DatabaseError.closed }
    return try body(connection)
  }

  func close() {
    lock.lock()
    defer { lock.unlock() }
    connection = nil
  }
}
