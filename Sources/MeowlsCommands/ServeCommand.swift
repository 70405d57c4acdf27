import Foundation
import MeowlsServer

#if canImport(Glibc)
  import Glibc
#endif

/// `meowls serve`: runs the server until SIGINT or SIGTERM, then stops gracefully.
struct ServeCommand {
  let console: Console
  let environment: AppEnvironment

  static func settings(from command: ParsedCommand) throws(UsageError) -> ServerSettings {
    func number(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
      guard let text = command[name] else { return nil }
      guard let value = Int(text), range.contains(value) else {
        throw UsageError(message: "--\(name) must be a whole number in \(range), not '\(text)'", command: "serve")
      }
      return value
    }
    let http = HTTPServerConfiguration(
      host: command["host"] ?? "127.0.0.1",
      port: try number("port", in: 0...65535) ?? 8080,
      threads: try number("threads", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount,
      idleTimeout: try number("idle-timeout", in: 1...3600) ?? 30,
      connectionLimit: try number("max-connections", in: 1...100_000) ?? 1024)
    return ServerSettings(
      http: http, databasePath: command["db"] ?? "./meowls.sqlite", publicURL: command["public-url"],
      seedsDemoCatalogue: true)
  }

  func run(_ settings: ServerSettings) throws {
    // NB: block the signals before any server thread exists, so that only `sigwait` below receives them.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    let application = try Application(settings: settings, environment: environment)
    console.out(
      "MEOWLS listening on http://\(settings.http.host):\(application.port) "
        + "(database \(settings.databasePath), \(settings.http.threads) threads)")
    var received: Int32 = 0
    sigwait(&signals, &received)
    console.out("MEOWLS stopping (signal \(received)): finishing requests in flight")
    application.shutdown()
    console.out("MEOWLS stopped")
  }
}
