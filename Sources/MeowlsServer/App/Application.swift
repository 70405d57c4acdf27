/// A running MEOWLS server: the database, its schema brought up to date, and the HTTP server answering on it.
public final class Application: Sendable {
  public let settings: ServerSettings
  public let database: any Database
  public let http: HTTPServer

  /// Opens the database, migrates it and starts listening. Throws `ListenError` for a busy port,
  /// `MigrationError` for a database from a newer MEOWLS, `CryptoError` when libsodium cannot start,
  /// `SuggestionDataError` for broken bundled data.
  public init(settings: ServerSettings, environment: AppEnvironment) throws {
    try Crypto.start()
    let database = try SQLiteDatabase(path: settings.databasePath, connections: settings.http.threads)
    do {
      try Migrator(migrations: Schema.migrations, clock: environment.clock).migrate(database)
      let router = try MeowlsResponder(database: database, environment: environment)
      let chain = RequestIDMiddleware(
        random: environment.random,
        next: AccessLogMiddleware(clock: environment.clock, log: environment.log, next: router))
      http = try HTTPServer(configuration: settings.http, responder: chain)
    } catch {
      database.close()
      throw error
    }
    self.settings = settings
    self.database = database
  }

  /// The port the server listens on.
  public var port: Int { http.port }

  /// Graceful stop: no new connections, requests in flight finish, then the database closes cleanly.
  public func shutdown() {
    http.shutdown()
    database.close()
  }
}
