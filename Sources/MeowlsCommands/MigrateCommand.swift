import MeowlsServer

/// `meowls migrate`: applies pending migrations and reports what it did.
struct MigrateCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "migrate", summary: "Bring the database schema up to date and exit.", options: [CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let path = CommandDatabase.path(of: command)
    try CommandDatabase.with(path, environment: environment) { _, applied in
      if applied.isEmpty {
        console.out("\(path) is up to date (schema version \(CommandDatabase.migrations.map(\.version).max() ?? 0))")
      }
      for migration in applied {
        console.out("applied \(migration.version) \(migration.name)")
      }
    }
  }
}
