import CSQLite

/// One SQLite connection with its cache of prepared statements. Used by one thread at a time (the pool sees to it).
final class SQLiteConnection: DatabaseConnection, @unchecked Sendable {
  private let handle: OpaquePointer
  private var statements: [String: PreparedStatement] = [:]
  private var transactionDepth = 0
  /// Shared by the connections of one pool: one transaction of this process writes at a time.
  private let writeGate: WriteGate
  /// Kept alive while its hook may run (see `checkpoint(with:)`).
  private var checkpointer: BackgroundCheckpointer?

  init(path: String, busyTimeoutMilliseconds: Int32 = 5_000, writeGate: WriteGate = WriteGate()) throws {
    self.writeGate = writeGate
    var opened: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI
    let status = sqlite3_open_v2(path, &opened, flags, nil)
    guard status == SQLITE_OK, let opened else {
      let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close_v2(opened)
      throw DatabaseError.cannotOpen(path: path, message: message)
    }
    handle = opened
    sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
    let journal = path == ":memory:" ? "MEMORY" : "WAL"
    try executeScript("PRAGMA journal_mode=\(journal); PRAGMA foreign_keys=ON; PRAGMA synchronous=NORMAL;")
  }

  /// Hands every commit's WAL size to `checkpointer` in place of SQLite's automatic checkpoint.
  func checkpoint(with checkpointer: BackgroundCheckpointer) {
    self.checkpointer = checkpointer
    sqlite3_wal_hook(
      handle,
      { context, handle, _, pages in
        guard let context, let handle else { return SQLITE_OK }
        Unmanaged<BackgroundCheckpointer>.fromOpaque(context).takeUnretainedValue().walHas(pages: pages, writer: handle)
        return SQLITE_OK
      }, Unmanaged.passUnretained(checkpointer).toOpaque())
  }

  /// SQLite's PASSIVE checkpoint: copies what it can without waiting for any reader or writer.
  func checkpointPassively() -> BackgroundCheckpointer.Checkpoint {
    Self.checkpointPassively(handle, by: .background)
  }

  static func checkpointPassively(
    _ handle: OpaquePointer, by runner: BackgroundCheckpointer.Checkpoint.Runner
  ) -> BackgroundCheckpointer.Checkpoint {
    var walPages: Int32 = 0
    var checkpointed: Int32 = 0
    sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_PASSIVE, &walPages, &checkpointed)
    return BackgroundCheckpointer.Checkpoint(runner: runner, walPages: walPages, checkpointedPages: checkpointed)
  }

  deinit {
    for statement in statements.values { sqlite3_finalize(statement.handle) }
    sqlite3_close_v2(handle)
  }

  @discardableResult
  func execute(_ sql: String, _ binds: [SQLValue]) throws -> Int {
    let statement = try prepared(sql)
    // NB: the gate opens after the reset, which ends a write that stopped halfway.
    let gated = takesGate(statement)
    defer { if gated { writeGate.unlock() } }
    defer { statement.reset() }
    try statement.bind(binds, connection: self, sql: sql)
    while true {
      let status = sqlite3_step(statement.handle)
      if status == SQLITE_DONE { break }
      if status != SQLITE_ROW { throw error(status, sql: sql) }
    }
    return Int(sqlite3_changes(handle))
  }

  func forEachRow(_ sql: String, _ binds: [SQLValue], _ body: (Row) throws -> Void) throws {
    let statement = try prepared(sql)
    // NB: the gate opens after the reset, which ends a write that stopped halfway.
    let gated = takesGate(statement)
    defer { if gated { writeGate.unlock() } }
    defer { statement.reset() }
    try statement.bind(binds, connection: self, sql: sql)
    while true {
      let status = sqlite3_step(statement.handle)
      if status == SQLITE_DONE { return }
      guard status == SQLITE_ROW else { throw error(status, sql: sql) }
      try body(Row(columns: statement.columnNames, values: statement.currentValues()))
    }
  }

  func executeScript(_ sql: String) throws {
    var message: UnsafeMutablePointer<CChar>?
    let status = sqlite3_exec(handle, sql, nil, nil, &message)
    guard status == SQLITE_OK else {
      let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
      sqlite3_free(message)
      throw DatabaseError.statement(sql: sql, message: text)
    }
  }

  func transaction<T>(_ body: () throws -> T) throws -> T {
    guard transactionDepth > 0 else {
      // NB: `BEGIN IMMEDIATE` takes SQLite's write lock; a second connection that finds it taken sleeps in SQLite's
      // busy handler (1, 2, 5, 10 ms…) long after the first has committed. Waiting on the gate instead wakes it the
      // moment the first transaction ends, so concurrent purchases run back to back. Other processes on the same
      // file still meet the busy handler.
      writeGate.lock()
      defer { writeGate.unlock() }
      return try nested(body)
    }
    return try nested(body)
  }

  private func nested<T>(_ body: () throws -> T) throws -> T {
    let savepoint = "sp\(transactionDepth)"
    // NB: through the statement cache, not sqlite3_exec: a transaction's own statements are then parsed once per
    // connection instead of twice per transaction.
    try execute(transactionDepth == 0 ? "BEGIN IMMEDIATE" : "SAVEPOINT \(savepoint)", [])
    transactionDepth += 1
    do {
      let result = try body()
      transactionDepth -= 1
      try execute(transactionDepth == 0 ? "COMMIT" : "RELEASE \(savepoint)", [])
      return result
    } catch {
      transactionDepth -= 1
      try? executeScript(
        transactionDepth == 0 ? "ROLLBACK" : "ROLLBACK TO \(savepoint); RELEASE \(savepoint)")
      throw error
    }
  }

  /// Takes the write gate for a write outside any transaction (a pool connection's single statement); true when
  /// the caller must unlock it after the statement.
  ///
  /// NB: such a write used to meet the writer's lock in SQLite's busy handler, which sleeps 1, 2, 5, 10… ms and
  /// tries again: a counter sale's activity stamp (`RegisterLocks`) waited out the job runner's whole run of
  /// payments, 80–130 ms, every ten seconds of the soak (2026-12-06). At the gate it waits its turn and is woken
  /// at once. Transaction statements (BEGIN, COMMIT…) count as read-only here, as reads do. The gate is held while
  /// `forEachRow` hands such a write's rows (RETURNING) to its body: that body must not begin a transaction, which
  /// would wait for the writer while the writer waits for this gate. None does: every RETURNING write runs inside a
  /// transaction, where no gate is taken here.
  private func takesGate(_ statement: PreparedStatement) -> Bool {
    transactionDepth == 0 && sqlite3_stmt_readonly(statement.handle) == 0 && writeGate.lockUnlessHeld()
  }

  private func prepared(_ sql: String) throws -> PreparedStatement {
    if let cached = statements[sql] { return cached }
    var raw: OpaquePointer?
    let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &raw, nil)
    guard status == SQLITE_OK, let raw else { throw error(status, sql: sql) }
    let statement = PreparedStatement(handle: raw)
    statements[sql] = statement
    return statement
  }

  func error(_ status: Int32, sql: String) -> DatabaseError {
    let message = String(cString: sqlite3_errmsg(handle))
    switch status & 0xFF {
    case SQLITE_CONSTRAINT: return .constraint(message: message)
    case SQLITE_BUSY, SQLITE_LOCKED: return .busy(message: message)
    default: return .statement(sql: sql, message: message)
    }
  }
}
