import MeowlsServer

/// The database every command works on: `--db`, opened with one connection and brought up to date first.
enum CommandDatabase {
  static let defaultPath = "./meowls.sqlite"

  static let option = OptionSpec(
    "db", value: "path", environment: "MEOWLS_DB", default: defaultPath,
    help: "SQLite database file, or a PostgreSQL database as postgres://user:password@host:port/database")

  static func path(of command: ParsedCommand) -> String { command["db"] ?? defaultPath }

  /// The server's migrations and the web fronts' (their sessions), as `meowls serve` applies them: a database
  /// `serve` has opened is one every command accepts.
  static var migrations: [Migration] { Schema.migrations + WebSessionSchema.migrations }

  /// Opens the database at `path`, applies pending migrations, runs `body` with the database and the migrations
  /// it applied, and closes the database again.
  static func with<T>(
    _ path: String, environment: AppEnvironment, _ body: (any Database, [Migration]) throws -> T
  ) throws -> T {
    let database = try DatabaseLocation(path).open(connections: 1)
    defer { database.close() }
    let applied = try Migrator(migrations: migrations, clock: environment.clock).migrate(database)
    return try body(database, applied)
  }
}

extension ParsedCommand {
  /// The value of a required option; a usage error naming it when it is missing or empty.
  func required(_ option: String) throws(UsageError) -> String {
    guard let value = self[option], !value.isEmpty else {
      throw UsageError(message: "--\(option) is required", command: name)
    }
    return value
  }
}
