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
  private let pool: ConnectionPool<SQLiteConnection>
  /// The connection of `transaction`; none for `:memory:`, whose one connection is the whole database, and none
  /// once closed.
  private let writer: WriterConnection
  /// Checkpoints the writer's WAL off its commits; none for `:memory:`.
  private let checkpointer: BackgroundCheckpointer?
  private let isClosed = Atomic<Bool>(false)
  public let poolWaits: PoolWaits?

  /// Opens `size` connections to `path` (`:memory:` always gets one, since each in-memory connection is its own database).
  public convenience init(path: String, connections size: Int) throws {
    try self.init(path: path, connections: size, checkpoints: BackgroundCheckpointer.Settings())
  }

  init(path: String, connections size: Int, checkpoints: BackgroundCheckpointer.Settings) throws {
    self.path = path
    let gate = WriteGate()
    let waits = PoolWaits()
    poolWaits = waits
    pool = ConnectionPool(
      try (0..<(path == ":memory:" ? 1 : max(1, size))).map { _ in try SQLiteConnection(path: path, writeGate: gate) },
      waits: waits)
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
  }

  deinit {
    checkpointer?.stop()
  }

  public func withConnection<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
    guard !isClosed.load(ordering: .acquiring) else { throw DatabaseError.closed }
    return try pool.withConnection { try body($0) }
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

  /// Transactions waiting for the one under way (for tests).
  var transactionsWaiting: Int { writer.waiting }

  public func close() {
    guard !isClosed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    pool.close {
      writer.close()
      checkpointer?.stop()
    }
  }
}
