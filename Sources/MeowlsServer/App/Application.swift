/// A running MEOWLS server: the database, its schema brought up to date, and the HTTP server answering on it.
public final class Application: Sendable {
  public let settings: ServerSettings
  public let database: any Database
  public let http: HTTPServer
  /// The background jobs; `settings.checkout.jobPollInterval` decides whether a timer runs them.
  public let jobs: JobRunner

  /// Opens the database, migrates it and starts listening. Throws `ListenError` for a busy port,
  /// `MigrationError` for a database from a newer MEOWLS, `CryptoError` when libsodium cannot start,
  /// `SuggestionDataError` for broken bundled data. A `front` answers every request first (the web Store).
  public init(settings: ServerSettings, environment: AppEnvironment, front: FrontDoor? = nil) throws {
    try Crypto.start()
    let database = try DatabaseLocation(settings.databasePath).open(connections: settings.http.threads)
    do {
      try Migrator(migrations: Schema.migrations + (front?.migrations ?? []), clock: environment.clock).migrate(
        database)
      if settings.seedsDemoCatalogue { try Application.seedDemoShopIfEmpty(database, environment: environment) }
      jobs = JobRunner(database: database, clock: environment.clock, log: environment.log, settings: settings.checkout)
      try jobs.scheduleRecurring(now: environment.clock.now())
      // NB: bind first, so that URLs built from the public URL carry the real port even for `--port 0`.
      let socket = try ListeningSocket(host: settings.http.host, port: settings.http.port)
      let router: any HTTPResponder
      let api: MeowlsResponder
      do {
        let publicURL = settings.resolvedPublicURL(boundPort: socket.port)
        api = try MeowlsResponder.live(
          database: database, environment: environment, settings: settings, publicURL: publicURL)
        if settings.warmsUp { try api.warmUp(log: environment.log) }
        router = try front?.responder(api, database, publicURL) ?? api
      } catch {
        socket.close()
        throw error
      }
      let limiter = ClientRateLimiter(settings: settings.rateLimit)
      let counted = MetricsMiddleware(
        metrics: ServerMetrics(), token: settings.metricsToken, clock: environment.clock,
        gauges: Application.gauges(
          database: database, catalog: api.catalog.catalog.cache, limiter: limiter,
          replays: api.pos.sales.sales.replays, clock: environment.clock),
        errors: api.errors,
        next: RateLimitMiddleware(limiter: limiter, clock: environment.clock, errors: api.errors, next: router))
      let chain = RequestIDMiddleware(
        random: environment.random,
        next: AccessLogMiddleware(clock: environment.clock, log: environment.log, next: counted))
      // NB: picture uploads may send up to 20 MB and imported files 64 MB; every other route keeps the small JSON
      // limit.
      var configuration = settings.http
      configuration.bodyAllowances += PictureLimits.standard.uploadAllowances
      configuration.bodyAllowances.append(
        BodyAllowance(
          prefix: "/api/v1/admin/imports/", suffix: "", maxBodySize: CatalogueImport.maximumFileBytes))
      configuration.bodyAllowances += front?.bodyAllowances ?? []
      http = try HTTPServer(configuration: configuration, socket: socket, responder: chain)
    } catch {
      database.close()
      throw error
    }
    self.settings = settings
    self.database = database
    if let interval = settings.checkout.jobPollInterval { jobs.start(every: interval) }
  }

  /// Loads the demo shop (sale dates relative to today) into a database without a catalogue.
  static func seedDemoShopIfEmpty(_ database: any Database, environment: AppEnvironment) throws {
    let seeder = CatalogSeeder(database: database, clock: environment.clock)
    guard try seeder.isCatalogueEmpty() else { return }
    let catalog = try DemoCatalog.load(from: DemoShopResources.dataDirectory, loadDate: environment.clock.now())
    do {
      try seeder.seed(catalog)
      environment.log.write("seeded the demo shop: \(catalog.products.count) products")
    } catch CatalogSeedError.notEmpty {
      // Another process seeded it first; its catalogue is as good as ours.
      return
    }
    try DemoPromoCodes.seed(
      with: PromoCodeAdmin(database: database, clock: environment.clock, random: environment.random))
    try DemoStaff.seed(database: database, environment: environment)
  }

  /// The port the server listens on.
  public var port: Int { http.port }

  /// Graceful stop: no new connections, requests in flight finish, then the database closes cleanly.
  public func shutdown() {
    http.shutdown()
    jobs.stop()
    database.close()
  }
}
