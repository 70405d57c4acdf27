/// Where `--db` (`MEOWLS_DB`) points: an SQLite file, or a PostgreSQL database by its `postgres://` URL.
public enum DatabaseLocation: Sendable, Equatable {
  case sqlite(path: String)
  case postgres(url: String)

  public init(_ text: String) {
    self = PostgresURL.isPostgres(text) ? .postgres(url: text) : .sqlite(path: text)
  }

  /// The location as messages show it: a URL without its password.
  public var description: String {
    switch self {
    case .sqlite(let path): path
    case .postgres(let url): PostgresURL.redacted(url)
    }
  }

  /// Opens the database with `connections` pooled connections (one per worker thread).
  public func open(connections: Int) throws -> any Database {
    switch self {
    case .sqlite(let path): try SQLiteDatabase(path: path, connections: connections)
    case .postgres(let url): try PostgresDatabase(url: url, connections: connections)
    }
  }
}
