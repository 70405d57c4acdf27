import MeowlsServer

/// `meowls migrate`: applies pending migrations and reports what it did.
struct MigrateCommand {
  let console: Console
  let environment: AppEnvironment

  func run(databasePath: String) throws {
    let database = try SQLiteDatabase(path: databasePath, connections: 1)
    defer { database.close() }
    let migrator = Migrator(migrations: Schema.migrations, clock: environment.clock)
    let applied = try migrator.migrate(database)
    if applied.isEmpty {
      console.out("\(databasePath) is up to date (schema version \(migrator.latestVersion))")
    }
    for migration in applied {
      console.out("applied \(migration.version) \(migration.name)")
    }
  }
}
