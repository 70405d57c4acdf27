import MeowlsServer

/// `meowls export --to FILE [--db path]`: the whole shop, every table's rows, into one engine-neutral file.
struct ExportCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "export",
    summary: "Write every row of the database (SQLite or PostgreSQL) into one file that meowls import reads.",
    options: [
      CommandDatabase.option,
      OptionSpec("to", value: "file", help: "the file to write (never overwritten; Docs/operations.md has its format)"),
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let path = CommandDatabase.path(of: command)
    let destination = try command.required("to")
    let summary = try CommandRefusal.reporting(TransferError.self) {
      try CommandDatabase.with(path, environment: environment) { database, _ in
        try DatabaseExport.write(database, to: destination)
      }
    }
    console.out(
      "exported \(DatabaseLocation(path).description) to \(destination): \(summary.tables) tables, "
        + "\(summary.rows) rows, schema version \(summary.schemaVersion)")
  }
}

/// `meowls import --from FILE [--db path] [--replace]`: a file of `meowls export` into an empty database.
struct ImportCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "import",
    summary: "Load a file of meowls export into an empty database in one transaction (stop the servers on it first).",
    options: [
      CommandDatabase.option, OptionSpec("from", value: "file", help: "the file of meowls export to load"),
      .flag("replace", help: "replace everything in a database that is not empty (its data is lost)"),
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let path = CommandDatabase.path(of: command)
    let source = try command.required("from")
    let summary = try CommandRefusal.reporting(TransferError.self) {
      // NB: the file is checked before the database is opened, so a wrong file creates no empty SQLite file.
      _ = try DatabaseImport.header(of: source)
      let database = try DatabaseLocation(path).open(connections: 1)
      defer { database.close() }
      return try DatabaseImport.load(
        from: source, into: database, migrations: CommandDatabase.migrations, clock: environment.clock,
        replace: command["replace"] != nil)
    }
    console.out(
      "imported \(source) into \(DatabaseLocation(path).description): \(summary.tables) tables, \(summary.rows) rows"
        + (summary.migrationsAfter > 0 ? ", \(summary.migrationsAfter) migrations applied after the load" : ""))
  }
}
