import Foundation
import MeowlsAPI
import MeowlsServer

/// `meowls serve`: runs the server until SIGINT or SIGTERM, then stops gracefully.
struct ServeCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "serve", summary: "Serve the MEOWLS API (creates and migrates the database on first start).",
    options: [
      OptionSpec(
        "host", value: "address", environment: "MEOWLS_HOST", default: "127.0.0.1", help: "address to listen on"),
      OptionSpec(
        "port", value: "number", environment: "MEOWLS_PORT", default: "8080", help: "TCP port (0: any free port)"),
      CommandDatabase.option,
      OptionSpec(
        "threads", value: "count", environment: "MEOWLS_THREADS", help: "worker threads (default: one per core)"),
      OptionSpec(
        "public-url", value: "URL", environment: "MEOWLS_PUBLIC_URL",
        help: "URL clients reach the server at (default: http://host:port)"),
      OptionSpec(
        "idle-timeout", value: "seconds", environment: "MEOWLS_IDLE_TIMEOUT", default: "30",
        help: "close idle connections after this long"),
      OptionSpec(
        "max-connections", value: "count", environment: "MEOWLS_MAX_CONNECTIONS", default: "1024",
        help: "connections served at once"),
      OptionSpec(
        "max-connections-per-address", value: "count", environment: "MEOWLS_MAX_CONNECTIONS_PER_ADDRESS",
        default: "128", help: "connections one client address may hold at once"),
      OptionSpec(
        "head-timeout", value: "seconds", environment: "MEOWLS_HEAD_TIMEOUT", default: "10",
        help: "time a client has to send a request's line and headers"),
      OptionSpec(
        "body-timeout", value: "seconds", environment: "MEOWLS_BODY_TIMEOUT", default: "30",
        help: "time a client has to send a request's body after its headers"),
      OptionSpec(
        "courier-cost", value: "RUB", environment: "MEOWLS_COURIER_COST", default: "39",
        help: "what courier delivery costs (pick-up is free)"),
      OptionSpec(
        "jobs-poll", value: "seconds", environment: "MEOWLS_JOBS_POLL", default: "1",
        help: "how often background jobs are looked for (0: never)"),
      OptionSpec(
        "order-jobs-every", value: "seconds", environment: "MEOWLS_ORDER_JOBS_EVERY", default: "3600",
        help: "how often overdue orders are completed or cancelled"),
      OptionSpec(
        "payment-delay", value: "seconds", environment: "MEOWLS_PAYMENT_DELAY", default: "300",
        help: "when the simulated payment runs after a purchase"),
      OptionSpec(
        "register-idle-lock", value: "seconds", environment: "MEOWLS_REGISTER_IDLE_LOCK", default: "900",
        help: "how long a register stays unlocked for a cashier who does nothing at it"),
      OptionSpec(
        "rate-limit", value: "per second", environment: "MEOWLS_RATE_LIMIT", default: "50",
        help: "API requests a second one client address may send on average (0: no limit)"),
      OptionSpec(
        "rate-burst", value: "count", environment: "MEOWLS_RATE_BURST", default: "200",
        help: "API requests one client address may send at once"),
      OptionSpec(
        "metrics-token", value: "token", environment: "MEOWLS_METRICS_TOKEN",
        help: "serve GET /metrics to callers sending it as a bearer token (16+ characters; default: no /metrics)"),
    ] + CatalogCommand.pictureOptions)

  let console: Console
  let environment: AppEnvironment

  static func settings(from command: ParsedCommand) throws(UsageError) -> ServerSettings {
    func number(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
      try command.wholeNumber(name, in: range)
    }
    func seconds(_ name: String, default value: Double) throws(UsageError) -> Double {
      guard let text = command[name] else { return value }
      guard let seconds = Double(text), (0.01...3600).contains(seconds) else {
        throw UsageError(message: "--\(name) must be seconds in 0.01...3600, not '\(text)'", command: "serve")
      }
      return seconds
    }
    let http = HTTPServerConfiguration(
      host: command["host"] ?? "127.0.0.1",
      port: try number("port", in: 0...65535) ?? 8080,
      threads: try number("threads", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount,
      idleTimeout: try number("idle-timeout", in: 1...3600) ?? 30,
      headTimeout: try seconds("head-timeout", default: 10), bodyTimeout: try seconds("body-timeout", default: 30),
      connectionLimit: try number("max-connections", in: 1...100_000) ?? 1024,
      connectionsPerAddress: try number("max-connections-per-address", in: 1...100_000) ?? 128)
    var settings = ServerSettings(
      http: http, checkout: try checkout(from: command), databasePath: CommandDatabase.path(of: command),
      pos: POSSettings(idleLockSeconds: Int64(try number("register-idle-lock", in: 10...86_400) ?? 900)),
      publicURL: try publicURL(command["public-url"]), seedsDemoCatalogue: true)
    settings.rateLimit = RateLimitSettings(
      requestsPerSecond: try number("rate-limit", in: 0...1_000_000) ?? 50,
      burst: try number("rate-burst", in: 1...1_000_000) ?? 200)
    settings.metricsToken = try metricsToken(command["metrics-token"])
    return settings
  }

  /// A token anyone could guess would publish the shop's traffic, so a short one is refused at start.
  static func metricsToken(_ text: String?) throws(UsageError) -> String? {
    guard let text else { return nil }
    guard text.count >= 16, text.count <= 256, text.unicodeScalars.allSatisfy({ (33...126).contains($0.value) })
    else {
      throw UsageError(
        message: "--metrics-token must be 16 to 256 visible ASCII characters (e.g. openssl rand -hex 32)",
        command: "serve")
    }
    return text
  }

  /// `--public-url` starts every absolute URL the server writes (images), so only an absolute http or https URL with
  /// a host and without a query or fragment makes sense; anything else is refused at start, not found in answers.
  static func publicURL(_ text: String?) throws(UsageError) -> String? {
    guard let text else { return nil }
    guard let url = URLComponents(string: text), let scheme = url.scheme?.lowercased(),
      ["http", "https"].contains(scheme), let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil
    else {
      throw UsageError(
        message: "--public-url must be an absolute http or https URL with a host and no query or fragment, "
          + "not '\(text.prefix(100))'",
        command: "serve")
    }
    return text
  }

  static func checkout(from command: ParsedCommand) throws(UsageError) -> CheckoutSettings {
    func number(_ name: String, default value: Int64, in range: ClosedRange<Int64>) throws(UsageError) -> Int64 {
      guard let text = command[name] else { return value }
      guard let number = Int64(text), range.contains(number) else {
        throw UsageError(message: "--\(name) must be a whole number in \(range), not '\(text)'", command: "serve")
      }
      return number
    }
    var settings = CheckoutSettings()
    if let text = command["courier-cost"] {
      guard let cost = Double(text).flatMap(Money.init(wireValue:)), cost >= .zero else {
        throw UsageError(message: "--courier-cost must be an amount of roubles, not '\(text)'", command: "serve")
      }
      settings.courierCost = cost
    }
    // NB: every second, not every ten: a look is one indexed query, and the jobs found come in a tenth the size. A
    // shop taking 180 orders a second paid 1,800 of them in one run every ten seconds, a jolt the soak's shoppers
    // felt (p99 from due 20–40 ms a minute before the first payments, 65–150 ms after, 2026-12-06).
    let poll = try number("jobs-poll", default: 1, in: 0...86_400)
    settings.jobPollInterval = poll > 0 ? Double(poll) : nil
    let every = try number("order-jobs-every", default: 3_600, in: 1...604_800)
    settings.jobSchedules.cancelOverdueOrders = JobSchedule(every: every, offset: min(60, every - 1))
    settings.jobSchedules.completePaidOrders = JobSchedule(every: every, offset: min(60, every - 1))
    settings.paymentDelay = try number("payment-delay", default: 300, in: 0...86_400)
    return settings
  }

  func run(_ command: ParsedCommand) throws {
    // NB: the limits are the admin import's, which takes them from the environment as the CLI's import does.
    var environment = environment
    environment.pictureLimits = try CatalogCommand.pictureLimits(command)
    try ServeCommand(console: console, environment: environment).run(try Self.settings(from: command))
  }

  func run(_ settings: ServerSettings) throws {
    // NB: blocked before any server thread exists, so that only `wait()` below receives them.
    let signals = StopSignals.block()
    ProcessMemory.limitArenas()
    let application = try Application(settings: settings, environment: environment, front: WebFront.door())
    ProcessMemory.releaseFreed()
    console.out(
      "MEOWLS listening on http://\(settings.http.host):\(application.port) "
        + "(database \(DatabaseLocation(settings.databasePath).description), \(settings.http.threads) threads)")
    let received = signals.wait()
    console.out("MEOWLS stopping (signal \(received)): finishing requests in flight")
    application.shutdown()
    console.out("MEOWLS stopped")
  }
}
