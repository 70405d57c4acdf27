import Foundation
import MeowlsServer

/// `meowls backup --to FILE [--db path]`: a consistent copy of the running shop's database in one file.
struct BackupCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "backup",
    summary: "Copy the database, while the server runs, into one consistent file (checked after writing).",
    options: [
      CommandDatabase.option, OptionSpec("to", value: "file", help: "the backup file to write (never overwritten)"),
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let path = CommandDatabase.path(of: command)
    let destination = try command.required("to")
    try CommandRefusal.checkEmbedded(path)
    guard FileManager.default.fileExists(atPath: path) else {
      throw CommandRefusal(message: "\(path) does not exist: there is no database to back up")
    }
    let versions = try CommandRefusal.reporting(SQLiteBackup.Failure.self) {
      try SQLiteBackup.backup(from: path, to: destination)
      return try SQLiteBackup.check(destination)
    }
    let bytes = (try? FileManager.default.attributesOfItem(atPath: destination)[.size] as? Int) ?? 0
    console.out(
      "backed up \(path) to \(destination): \(bytes) bytes, schema version \(versions.max() ?? 0), integrity ok")
  }
}

/// `meowls restore --from FILE [--db path] [--replace]`: checks a backup and makes it the database.
struct RestoreCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "restore",
    summary: "Check a backup and restore it as the database (stop the server first), then migrate it.",
    options: [
      CommandDatabase.option, OptionSpec("from", value: "file", help: "the backup file to restore"),
      .flag("replace", help: "replace a database that exists (its data is lost)"),
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let path = CommandDatabase.path(of: command)
    let source = try command.required("from")
    try CommandRefusal.checkEmbedded(path)
    try CommandRefusal.reporting(SQLiteBackup.Failure.self) {
      let versions = try SQLiteBackup.check(source)
      let known = Set(CommandDatabase.migrations.map(\.version))
      let unknown = versions.filter { !known.contains($0) }
      guard unknown.isEmpty else {
        throw CommandRefusal(
          message:
            "\(source) was made by a newer MEOWLS (schema versions \(unknown.map(String.init).joined(separator: ", ")) unknown here)"
        )
      }
      guard command["replace"] != nil || !FileManager.default.fileExists(atPath: path) else {
        throw CommandRefusal(message: "\(path) exists: pass --replace to overwrite it (stop the server on it first)")
      }
      try SQLiteBackup.restore(from: source, to: path)
    }
    let (products, orders, applied) = try CommandDatabase.with(path, environment: environment) { database, applied in
      try database.withConnection { connection in
        (
          try connection.first("SELECT COUNT(*) FROM products")?.int(0) ?? 0,
          try connection.first("SELECT COUNT(*) FROM orders")?.int(0) ?? 0, applied.count
        )
      }
    }
    console.out(
      "restored \(source) into \(path): \(products) products, \(orders) orders"
        + (applied > 0 ? ", \(applied) migrations applied since the backup" : ""))
  }
}

extension CommandRefusal {
  /// The backup API is SQLite's; a PostgreSQL database is backed up with its own tools.
  static func checkEmbedded(_ path: String) throws(CommandRefusal) {
    guard !path.hasPrefix("postgres://"), !path.hasPrefix("postgresql://") else {
      throw CommandRefusal(
        message: "a PostgreSQL database is backed up with pg_dump -Fc and restored with pg_restore (Docs/operations.md)"
      )
    }
  }
}
