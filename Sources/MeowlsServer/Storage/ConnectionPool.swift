import Dispatch
import Synchronization

/// A fixed set of open connections, each lent to one caller at a time; a caller waits while all are lent. Both
/// engines pool their connections with it, and count the waits alike for `/metrics`.
final class ConnectionPool<Connection: AnyObject & Sendable>: Sendable {
  private let permits: DispatchSemaphore
  private let idle: Mutex<[Connection]>
  private let size: Int
  private let waits: PoolWaits

  /// Lends `connections` (at least one), counting the waits for them in `waits`.
  init(_ connections: [Connection], waits: PoolWaits) {
    precondition(!connections.isEmpty, "a pool lends at least one connection")
    size = connections.count
    idle = Mutex(connections)
    permits = DispatchSemaphore(value: connections.count)
    self.waits = waits
  }

  /// Runs `body` with a connection of its own; `DatabaseError.closed` once the pool is closed.
  func withConnection<T>(_ body: (Connection) throws -> T) throws -> T {
    if permits.wait(timeout: .now()) == .timedOut {
      let started = DispatchTime.now().uptimeNanoseconds
      permits.wait()
      waits.count.add(1, ordering: .relaxed)
      waits.nanoseconds.add(DispatchTime.now().uptimeNanoseconds &- started, ordering: .relaxed)
    }
    defer { permits.signal() }
    guard let connection = idle.withLock({ $0.popLast() }) else { throw DatabaseError.closed }
    defer { idle.withLock { $0.append(connection) } }
    return try body(connection)
  }

  /// Waits until every connection is back, then drops them all (closing them) and runs `alsoClosing` while no
  /// caller can start; later callers get `DatabaseError.closed`.
  func close(alsoClosing: () -> Void = {}) {
    for _ in 0..<size { permits.wait() }
    idle.withLock { $0.removeAll() }
    alsoClosing()
    // NB: the permits go back: a semaphore disposed below its initial value crashes.
    for _ in 0..<size { permits.signal() }
  }
}

/// How often, and how long in all, callers waited for a free pooled connection (`/metrics`).
public final class PoolWaits: Sendable {
  public let count = Atomic<UInt64>(0)
  public let nanoseconds = Atomic<UInt64>(0)

  public init() {}
}
