/// Everything `meowls serve` can be told, with the defaults a new user needs.
public struct ServerSettings: Sendable, Equatable {
  public var http: HTTPServerConfiguration
  /// Delivery cost, idempotency, order timings and the background jobs.
  public var checkout: CheckoutSettings
  /// Path of the SQLite database file (created when missing).
  public var databasePath: String
  /// The counter: the registers' idle lock and the seller on receipts.
  public var pos: POSSettings
  /// The address clients use to reach the server; absolute URLs (images) are built from it. Nil: derived from the
  /// host and the port actually bound (see `resolvedPublicURL(boundPort:)`).
  public var publicURL: String?
  /// Whether an empty database gets the demo shop on start (`meowls serve` does; tests ask for it when they need it).
  public var seedsDemoCatalogue: Bool
  /// Each client address's budget of API requests (`--rate-limit`, `--rate-burst`).
  public var rateLimit = RateLimitSettings()
  /// The bearer token `GET /metrics` asks for; nil: no `/metrics` at all (`--metrics-token`).
  public var metricsToken: String?
  /// Whether the catalogue and search indexes are built at start, so that the first shopper does not wait for them
  /// (`meowls serve` does). Off, the first request that needs them builds them, as after a catalogue change; the
  /// test servers start that way, since most tests never read the whole catalogue and building it was a quarter of
  /// the suite's time.
  public var warmsUp = true

  public init(
    http: HTTPServerConfiguration = HTTPServerConfiguration(), checkout: CheckoutSettings = CheckoutSettings(),
    databasePath: String = "./meowls.sqlite", pos: POSSettings = POSSettings(), publicURL: String? = nil,
    seedsDemoCatalogue: Bool = false
  ) {
    self.http = http
    self.checkout = checkout
    self.databasePath = databasePath
    self.pos = pos
    self.publicURL = publicURL
    self.seedsDemoCatalogue = seedsDemoCatalogue
  }

  /// The public URL, or `http://host:port` with the port the server really listens on (so `--port 0` yields usable
  /// URLs) and a loopback address when the server listens on every interface.
  public func resolvedPublicURL(boundPort: Int) -> String {
    if let publicURL { return publicURL }
    let host = ["0.0.0.0", "::", "[::]"].contains(http.host) ? "127.0.0.1" : http.host
    return "http://\(host):\(boundPort)"
  }
}
