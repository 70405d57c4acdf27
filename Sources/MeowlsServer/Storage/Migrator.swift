import Foundation

/// Applies pending migrations (every one not recorded yet, in version order) in one transaction and records each in
/// `schema_migrations`.
public struct Migrator: Sendable {
  public let migrations: [Migration]
  public let clock: Clock

  public init(migrations: [Migration], clock: Clock) {
    self.migrations = migrations.sorted { $0.version < $1.version }
    self.clock = clock
  }

  public var latestVersion: Int { migrations.last?.version ?? 0 }

  /// Brings the schema up to date; returns the migrations it applied (none when already current).
  @discardableResult
  public func migrate(_ database: any Database) throws -> [Migration] {
    try database.withConnection { connection in
      try Migrator.createLedger(connection)
      return try connection.transaction {
        let current = try currentVersion(connection)
        guard current <= latestVersion else {
          throw MigrationError.databaseIsNewer(found: current, supported: latestVersion)
        }
        // NB: every migration not applied yet, not only those above the highest applied: features merge in any
        // order while each keeps its own range of versions (POS areas 500–569), so a database may hold 550 before
        // 510 arrives.
        let applied = Set(
          try connection.query("SELECT version FROM schema_migrations").map { try $0.int(0) })
        let pending = migrations.filter { !applied.contains($0.version) }
        for migration in pending {
          do {
            try connection.executeScript(migration.sql)
          } catch {
            throw MigrationError.failed(version: migration.version, name: migration.name, message: "\(error)")
          }
          try connection.execute(
            "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
            [.integer(Int64(migration.version)), .text(migration.name), .text(Migrator.timestamp(clock.now()))])
        }
        return pending
      }
    }
  }

  public func currentVersion(_ database: any Database) throws -> Int {
    try database.withConnection { try currentVersion($0) }
  }

  private func currentVersion(_ connection: any DatabaseConnection) throws -> Int {
    try Migrator.createLedger(connection)
    return try connection.first("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")?.int(0) ?? 0
  }

  /// The table that records applied migrations; created before anything reads it.
  private static func createLedger(_ connection: any DatabaseConnection) throws {
    try connection.executeScript(
      """
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at TEXT NOT NULL
      )
      """)
  }

  static func timestamp(_ date: Date) -> String {
    var writer = JSONWriter(capacity: 24)
    writer.date(date)
    return String(decoding: writer.output.dropFirst().dropLast(), as: UTF8.self)
  }
}
