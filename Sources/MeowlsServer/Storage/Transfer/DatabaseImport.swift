import Foundation

/// `meowls import`: a transfer file (`TransferFormat`) into a database, in place of everything in it.
///
/// The database is migrated to exactly the file's migrations first (so an older file's rows fit the tables they
/// came from), loaded in one transaction with triggers off and keys checked at its end, its numbering moved past the
/// loaded keys, and only then migrated to this MEOWLS's schema.
public enum DatabaseImport {
  public struct Summary: Equatable, Sendable {
    public var tables: Int
    public var rows: Int
    /// Migrations applied after the load: the file came from an older MEOWLS.
    public var migrationsAfter: Int
  }

  /// The file's first line, checked: an export of a format this MEOWLS reads.
  public static func header(of path: String) throws -> TransferFormat.Header {
    try header(TransferLineReader(path: path), path: path)
  }

  /// Loads the file at `path` into `database`. Without `replace`, refuses a database holding more than migrating
  /// gives; with it, everything in the database is replaced.
  public static func load(
    from path: String, into database: any Database, migrations: [Migration], clock: Clock, replace: Bool
  ) throws -> Summary {
    let reader = try TransferLineReader(path: path)
    let header = try header(reader, path: path)
    let known = Set(migrations.map(\.version))
    let unknown = header.migrations.filter { !known.contains($0) }
    guard unknown.isEmpty else { throw TransferError.newerSchema(unknown: unknown) }
    let fileMigrations = Set(header.migrations)
    let asInFile = migrations.filter { fileMigrations.contains($0.version) }
    try migrate(database, to: asInFile, fileMigrations: fileMigrations, clock: clock)
    let fresh = try freshCounts(asInFile, clock: clock)
    let counts = try database.bulkTransaction { connection in
      if !replace { try checkEmpty(connection, fresh: fresh) }
      let counts = try connection.loadingRows { try TableLoader(connection: connection, reader: reader).loadAll() }
      try connection.continueNumbering()
      return counts
    }
    let after = try Migrator(migrations: migrations, clock: clock).migrate(database)
    return Summary(tables: counts.tables, rows: counts.rows, migrationsAfter: after.count)
  }

  private static func header(_ reader: TransferLineReader, path: String) throws -> TransferFormat.Header {
    guard let line = reader.next(),
      let header = try? JSONDecoder().decode(TransferFormat.Header.self, from: Data(line)),
      header.format == TransferFormat.name
    else { throw TransferError.notAnExport(path: path) }
    guard header.version <= TransferFormat.version else {
      throw TransferError.newerFormat(found: header.version, supported: TransferFormat.version)
    }
    return header
  }

  /// Brings `database` to the file's migrations; refuses one that has others already.
  private static func migrate(
    _ database: any Database, to migrations: [Migration], fileMigrations: Set<Int>, clock: Clock
  ) throws {
    do {
      try Migrator(migrations: migrations, clock: clock).migrate(database)
    } catch MigrationError.databaseIsNewer {
      // NB: reported below with the versions.
    }
    let applied = try database.withConnection { connection in
      try connection.query("SELECT version FROM schema_migrations").map { try $0.int(0) }
    }
    let extra = applied.filter { !fileMigrations.contains($0) }.sorted()
    guard extra.isEmpty else { throw TransferError.databaseAhead(extra: extra) }
  }

  /// Rows per table of a database just migrated with `migrations` (some migrations insert rows): more than that is
  /// a shop's data.
  private static func freshCounts(_ migrations: [Migration], clock: Clock) throws -> [String: Int] {
    let fresh = try SQLiteDatabase(path: ":memory:", connections: 1)
    defer { fresh.close() }
    try Migrator(migrations: migrations, clock: clock).migrate(fresh)
    return try fresh.withConnection { connection in
      try Dictionary(uniqueKeysWithValues: connection.tableNames().map { ($0, try count($0, connection)) })
    }
  }

  private static func checkEmpty(_ connection: any DatabaseConnection, fresh: [String: Int]) throws {
    for table in try connection.tableNames() where table != "schema_migrations" {
      let rows = try count(table, connection)
      if rows > fresh[table] ?? 0 { throw TransferError.notEmpty(table: table, rows: rows - (fresh[table] ?? 0)) }
    }
  }

  static func count(_ table: String, _ connection: any DatabaseConnection) throws -> Int {
    try connection.first("SELECT COUNT(*) FROM \(TransferOrder.quoted(table))")?.int(0) ?? 0
  }
}
