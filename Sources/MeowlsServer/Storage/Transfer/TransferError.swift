/// Why an export or import stopped. Nothing is half done: an export leaves no file, an import rolls back.
public enum TransferError: Error, Equatable, CustomStringConvertible {
  case cannotRead(path: String, reason: String)
  case cannotWrite(path: String, reason: String)
  case fileExists(path: String)
  case notAnExport(path: String)
  /// The file's format is newer than this MEOWLS reads.
  case newerFormat(found: Int, supported: Int)
  /// The file's database had migrations this MEOWLS does not know: it was written by a newer one.
  case newerSchema(unknown: [Int])
  /// The database has migrations the file's had not: rows of an older schema cannot be put into a newer one.
  case databaseAhead(extra: [Int])
  /// The database holds rows beyond what migrating gives (and `--replace` was not given).
  case notEmpty(table: String, rows: Int)
  case tablesDiffer(onlyInFile: [String], onlyInDatabase: [String])
  case columnsDiffer(table: String, file: [String], database: [String])
  case malformed(line: Int, reason: String)
  /// The file ends before its last line: a copy cut short.
  case truncated(line: Int)

  public var description: String {
    switch self {
    case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
    case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
    case .fileExists(let path): "\(path) exists: an export never overwrites a file"
    case .notAnExport(let path): "\(path) is not a file of meowls export"
    case .newerFormat(let found, let supported):
      "the file is in export format \(found); this meowls reads format \(supported) and older: upgrade meowls"
    case .newerSchema(let unknown):
      "the file was written by a newer meowls (schema versions \(Self.list(unknown)) unknown here): upgrade meowls"
    case .databaseAhead(let extra):
      "the database has schema versions the file's had not (\(Self.list(extra))): import into a fresh database, "
        + "which is migrated to the file's schema, loaded, then brought up to date"
    case .notEmpty(let table, let rows):
      "the database is not empty (\(table) holds \(rows) rows more than a fresh one): pass --replace to replace "
        + "everything in it"
    case .tablesDiffer(let onlyInFile, let onlyInDatabase):
      "the file's tables do not match the database's (only in the file: \(Self.names(onlyInFile)); only in the "
        + "database: \(Self.names(onlyInDatabase)))"
    case .columnsDiffer(let table, let file, let database):
      "the columns of \(table) differ: the file has \(Self.names(file)), the database \(Self.names(database))"
    case .malformed(let line, let reason): "line \(line) of the file is not what the export format says: \(reason)"
    case .truncated(let line): "the file ends at line \(line) before its last line: it was cut short"
    }
  }

  private static func list(_ versions: [Int]) -> String {
    versions.map(String.init).joined(separator: ", ")
  }

  private static func names(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.joined(separator: ", ")
  }
}
