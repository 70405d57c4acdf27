import CSQLite
import Foundation

/// Online backups of a SQLite database into one self-contained file, and their restore, through SQLite's backup API.
///
/// NB: one `sqlite3_backup_step(-1)` copies every page inside one read transaction of the source, so the copy is
/// the database as one moment saw it (a purchase is in it whole or not at all) while the server goes on writing: in
/// WAL mode a reader never blocks a writer, nor a writer a reader.
public enum SQLiteBackup {
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The file a backup would be written to is there already; a backup never overwrites one.
    case exists(path: String)
    /// The file is not a readable SQLite database, or not one that passes `PRAGMA integrity_check`.
    case damaged(path: String, message: String)
    /// SQLite refused the copy.
    case copy(message: String)

    public var description: String {
      switch self {
      case .exists(let path): "\(path) exists already; a backup never overwrites a file"
      case .damaged(let path, let message): "\(path) is not a sound database: \(message)"
      case .copy(let message): "the copy failed: \(message)"
      }
    }
  }

  /// Copies the database at `source` into a new file at `destination`, written beside it under a temporary name
  /// and renamed into place once complete, so a backup cut short never leaves a file that looks whole.
  public static func backup(from source: String, to destination: String) throws {
    guard !FileManager.default.fileExists(atPath: destination) else { throw Failure.exists(path: destination) }
    let from = try RawHandle(path: source, flags: SQLITE_OPEN_READONLY)
    let partial = destination + ".partial"
    try? FileManager.default.removeItem(atPath: partial)
    do {
      do {
        let to = try RawHandle(path: partial, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        try copy(from: from, to: to)
        // NB: the copy carries the source's WAL mode in its header; a backup is one file, so it leaves WAL mode.
        try to.execute("PRAGMA journal_mode=DELETE")
      }
      try FileManager.default.moveItem(atPath: partial, toPath: destination)
    } catch {
      // NB: a copy cut short leaves nothing behind that a later look could take for a backup.
      try? FileManager.default.removeItem(atPath: partial)
      throw error
    }
  }

  /// Checks the backup at `path` (`PRAGMA integrity_check`) and answers the migration versions it holds.
  public static func check(_ path: String) throws -> [Int] {
    guard FileManager.default.fileExists(atPath: path) else {
      throw Failure.damaged(path: path, message: "no such file")
    }
    let backup = try RawHandle(path: path, flags: SQLITE_OPEN_READONLY)
    let verdict: [String]
    do {
      verdict = try backup.strings("PRAGMA integrity_check")
    } catch {
      throw Failure.damaged(path: path, message: "\(error)")
    }
    guard verdict == ["ok"] else {
      throw Failure.damaged(path: path, message: verdict.prefix(5).joined(separator: "; "))
    }
    guard let versions = try? backup.strings("SELECT version FROM schema_migrations ORDER BY version") else {
      throw Failure.damaged(path: path, message: "it holds no MEOWLS schema (no schema_migrations table)")
    }
    return versions.compactMap { Int($0) }
  }

  /// Replaces the database at `destination` (created when missing) by the backup at `source`, page by page through
  /// the backup API, which locks the destination for the copy and rewrites its WAL as well.
  public static func restore(from source: String, to destination: String) throws {
    let from = try RawHandle(path: source, flags: SQLITE_OPEN_READONLY)
    let to = try RawHandle(path: destination, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
    try copy(from: from, to: to)
    try to.execute("PRAGMA journal_mode=WAL")
  }

  private static func copy(from source: RawHandle, to destination: RawHandle) throws {
    guard let backup = sqlite3_backup_init(destination.handle, "main", source.handle, "main") else {
      throw Failure.copy(message: destination.message)
    }
    let stepped = sqlite3_backup_step(backup, -1)
    let finished = sqlite3_backup_finish(backup)
    guard stepped == SQLITE_DONE, finished == SQLITE_OK else { throw Failure.copy(message: destination.message) }
  }
}

/// A bare connection for the backup API: no WAL switch, no pool, closed when released.
private final class RawHandle {
  let handle: OpaquePointer

  init(path: String, flags: Int32) throws {
    var opened: OpaquePointer?
    let status = sqlite3_open_v2(path, &opened, flags | SQLITE_OPEN_NOMUTEX, nil)
    guard status == SQLITE_OK, let opened else {
      let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close_v2(opened)
      throw DatabaseError.cannotOpen(path: path, message: message)
    }
    handle = opened
    sqlite3_busy_timeout(handle, 5_000)
  }

  deinit { sqlite3_close_v2(handle) }

  var message: String { String(cString: sqlite3_errmsg(handle)) }

  func execute(_ sql: String) throws {
    _ = try strings(sql)
  }

  /// The first column of every row of `sql`, as text.
  func strings(_ sql: String) throws -> [String] {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
      throw DatabaseError.statement(sql: sql, message: message)
    }
    defer { sqlite3_finalize(statement) }
    var values: [String] = []
    while true {
      let status = sqlite3_step(statement)
      if status == SQLITE_DONE { return values }
      guard status == SQLITE_ROW else { throw DatabaseError.statement(sql: sql, message: message) }
      values.append(sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? "")
    }
  }
}
