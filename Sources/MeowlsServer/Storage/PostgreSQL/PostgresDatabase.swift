import Dispatch
import Foundation
import Synchronization

/// PostgreSQL behind the `Database` interface, through libpq: a pool with one connection per worker, and one more
/// connection that runs every `transaction`.
///
/// NB: the writer connection mirrors `SQLiteDatabase`: a transaction never waits for a pooled connection, so a
/// transaction's body may read through `withConnection` however busy the pool is, as it may on SQLite.
public final class PostgresDatabase: Database {
  /// The URL without its password.
  public let location: String
  private let permits: DispatchSemaphore
  private let idle: Mutex<[PostgresConnection]>
  private let writer: PostgresWriter
  private let isClosed = Atomic<Bool>(false)
  private let size: Int

  /// Opens `size` pooled connections and the writer's to `url`; `DatabaseError.cannotOpen` when one fails.
  public init(url: String, connections size: Int) throws {
    location = PostgresURL.redacted(url)
    self.size = max(1, size)
    var opened: [PostgresConnection] = []
    for _ in 0..<self.size { opened.append(try PostgresConnection(url: url)) }
    idle = Mutex(opened)
    writer = PostgresWriter(try PostgresConnection(url: url))
    permits = DispatchSemaphore(value: self.size)
  }

  public func withConnection<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
    guard !isClosed.load(ordering: .acquiring) else { throw DatabaseError.closed }
    permits.wait()
    defer { permits.signal() }
    guard let connection = idle.withLock({ $0.popLast() }) else { throw DatabaseError.closed }
    defer { idle.withLock { $0.append(connection) } }
    return try body(connection)
  }

  public func transaction<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
    guard !isClosed.load(ordering: .acquiring) else { throw DatabaseError.closed }
    return try writer.withConnection { connection in try connection.transaction { try body(connection) } }
  }

  public func close() {
    guard !isClosed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    for _ in 0..<size { permits.wait() }
    idle.withLock { $0.removeAll() }
    writer.close()
    for _ in 0..<size { permits.signal() }
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
