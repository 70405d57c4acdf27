/// What MEOWLS reads from a `postgres://` URL before libpq reads the rest.
enum PostgresURL {
  /// Whether `location` names a PostgreSQL database rather than an SQLite file.
  static func isPostgres(_ location: String) -> Bool {
    location.hasPrefix("postgres://") || location.hasPrefix("postgresql://")
  }

  /// `url` without its password, for messages and logs.
  static func redacted(_ url: String) -> String {
    guard let scheme = url.range(of: "://"), let at = url[scheme.upperBound...].lastIndex(of: "@") else { return url }
    let credentials = url[scheme.upperBound..<at]
    guard let colon = credentials.firstIndex(of: ":") else { return url }
    return String(url[..<colon]) + ":***" + String(url[at...])
  }
}
