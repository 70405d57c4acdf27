import Dispatch
import Synchronization

/// SQLite behind the `Database` interface: WAL, foreign keys, busy timeout, a pool with one connection per worker.
public final class SQLiteDatabase: Database {
  public let path: String
  private let permits: DispatchSemaphore
  private let idle: Mutex<[SQLiteConnection]>
  private let isClosed = Atomic<Bool>(false)
  private let size: Int

  /// Opens `size` connections to `path` (`:memory:` always gets one, since each in-memory connection is its own database).
  public init(path: String, connections size: Int) throws {
    self.path = path
    self.size = path == ":memory:" ? 1 : max(1, size)
    var opened: [SQLiteConnection] = []
    let gate = WriteGate()
    for _ in 0..<self.size { opened.append(try SQLiteConnection(path: path, writeGate: gate)) }
    idle = Mutex(opened)
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

  public func close() {
    guard !isClosed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    for _ in 0..<size { permits.wait() }
    idle.withLock { $0.removeAll() }
    for _ in 0..<size { permits.signal() }
  }
}
