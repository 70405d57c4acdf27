/// One step of the schema. Versions only grow; a shipped migration is never edited, a new one is added.
public struct Migration: Sendable, Equatable {
  public var version: Int
  public var name: String
  public var sql: String

  public init(version: Int, name: String, sql: String) {
    self.version = version
    self.name = name
    self.sql = sql
  }
}

/// Why migrating failed.
public enum MigrationError: Error, Equatable, CustomStringConvertible {
  /// The database was written by a newer MEOWLS; running on it could lose data.
  case databaseIsNewer(found: Int, supported: Int)
  case failed(version: Int, name: String, message: String)

  public var description: String {
    switch self {
    case .databaseIsNewer(let found, let supported):
      "the database is at schema version \(found), but this meowls knows versions up to \(supported); "
        + "upgrade meowls or use another database"
    case .failed(let version, let name, let message):
      "migration \(version) (\(name)) failed: \(message)"
    }
  }
}
