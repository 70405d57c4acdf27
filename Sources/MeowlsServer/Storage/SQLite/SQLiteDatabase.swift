import Dispatch
import Synchronization

/// SQLite behind the `Database` interface: WAL, foreign keys, busy timeout, a pool with one connection per worker,
/// and one more connection that runs every `transaction`.
///
/// NB: in WAL mode a connection drops its whole page cache whenever another connection has written since its last
/// read. With every connection writing in turn, a cart update read its ~200 pages from the file again each time;
/// with the writes on one connection, that connection's cache stays warm (SQLite lets one writer in at a time
/// anyway), and only the readers refresh theirs.
public final class SQLiteDatabase: Database {
  public let path: String
  private let permits: DispatchSemaphore
  private let idle: Mutex<[SQLiteConnection]>
  /// The connection of `transaction`; none for `:memory:`, whose one connection is the whole database, and none
  /// once closed.
  private let writer: WriterConnection
  /// Checkpoints the writer's WAL off its commits; none for `:memory:`.
  private let checkpointer: BackgroundCheckpointer?
  private let isClosed = Atomic<Bool>(false)
  private let size: Int
  /// How often, and how long in all, a request waited for a free connection (`/metrics`).
  public let poolWaits = Atomic<UInt64>(0)
  public let poolWaitNanoseconds = Atomic<UInt64>(0)

  /// Opens `size` connections to `path` (`:memory:` always gets one, since each in-memory connection is its own database).
  public convenience init(path: String, connections size: Int) throws {
    try self.init(path: path, connections: size, checkpoints: BackgroundCheckpointer.Settings())
  }

  init(path: String, connections size: Int, checkpoints: BackgroundCheckpointer.Settings) throws {
    self.path = path
    self.size = path == ":memory:" ? 1 : max(1, size)
    var opened: [SQLiteConnection] = []
    let gate = WriteGate()
    for _ in 0..<self.size { opened.append(try SQLiteConnection(path: path, writeGate: gate)) }
    idle = Mutex(opened)
    if path == ":memory:" {
      writer = WriterConnection(nil)
      checkpointer = nil
    } else {
      let connection = try SQLiteConnection(path: path, writeGate: gate)
      let checkpointer = BackgroundCheckpointer(path: path, settings: checkpoints)
      connection.checkpoint(with: checkpointer)
      writer = WriterConnection(connection)
      self.checkpointer = checkpointer
    }
    permits = DispatchSemaphore(value: self.size)
  }

  deinit {
    checkpointer?.stop()
  }

  public func withConnection<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
    guard !isClosed.load(ordering: .acquiring) else { throw DatabaseError.closed }
    if permits.wait(timeout: .now()) == .timedOut {
      let started = DispatchTime.now().uptimeNanoseconds
      permits.wait()
      poolWaits.add(1, ordering: .relaxed)
      poolWaitNanoseconds.add(DispatchTime.now().uptimeNanoseconds &- started, ordering: .relaxed)
    }
    defer { permits.signal() }
    guard let connection = idle.withLock({ $0.popLast() }) else { throw DatabaseError.closed }
    defer { idle.withLock { $0.append(connection) } }
    return try body(connection)
  }

  public func transaction<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
    guard path != ":memory:" else {
      return try withConnection { connection in try connection.transaction { try body(connection) } }
    }
    guard !isClosed.load(ordering: .acquiring) else { throw DatabaseError.closed }
    return try writer.withConnection { connection in try connection.transaction { try body(connection) } }
  }

  /// NB: a seed of 100,000 products spilled its pages from SQLite's 2 MB cache into the WAL and read them back
  /// from there, over and over; for a bulk load the writer's cache may hold up to 512 MB, then shrinks back.
  public func bulkTransaction<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
    guard path != ":memory:" else { return try transaction(body) }
    guard !isClosed.load(ordering: .acquiring) else { throw DatabaseError.closed }
    return try writer.withConnection { connection in
      let usual = try connection.first("PRAGMA cache_size")?.int(0) ?? -2_000
      try connection.executeScript("PRAGMA cache_size = -524288")
      defer { try? connection.executeScript("PRAGMA cache_size = \(usual)") }
      return try connection.transaction { try body(connection) }
    }
  }

  public func close() {
    guard !isClosed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    for _ in 0..<size { permits.wait() }
    idle.withLock { $0.removeAll() }
    writer.close()
    checkpointer?.stop()
    for _ in 0..<size { permits.signal() }
  }
}
