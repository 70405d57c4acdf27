import Dispatch
import Synchronization

/// A fixed set of open connections, each lent to one caller at a time; a caller waits while all are lent.
final class PostgresPool: Sendable {
  private let permits: DispatchSemaphore
  private let idle: Mutex<[PostgresConnection]>
  private let size: Int

  /// Opens `size` connections to `url`, whose commits `changes` learns of; `DatabaseError.cannotOpen` when one fails.
  init(url: String, size: Int, changes: DatabaseChanges? = nil) throws {
    self.size = max(1, size)
    var opened: [PostgresConnection] = []
    for _ in 0..<self.size { opened.append(try PostgresConnection(url: url, changes: changes)) }
    idle = Mutex(opened)
    permits = DispatchSemaphore(value: self.size)
  }

  func withConnection<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
    permits.wait()
    defer { permits.signal() }
    guard let connection = idle.withLock({ $0.popLast() }) else { throw DatabaseError.closed }
    defer { idle.withLock { $0.append(connection) } }
    return try body(connection)
  }

  /// Waits until every connection is back, then closes them all; later callers get `DatabaseError.closed`.
  func close() {
    for _ in 0..<size { permits.wait() }
    idle.withLock { $0.removeAll() }
    for _ in 0..<size { permits.signal() }
  }
}
