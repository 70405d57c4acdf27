import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsServer
import MeowlsTestSupport
import Testing

/// The real MEOWLS server in process, on an ephemeral port, with a fresh temporary database and a `TestClock`, for
/// journeys that run MeowlsKit over the live URLSession transport (style rule 11).
final class KitServer: Sendable {
  let application: Application
  /// The server's clock: journeys expire tokens by moving it, never by sleeping.
  let clock: TestClock
  let directory: TemporaryDirectory

  /// A server; `seeded` loads the demo shop (715 products, promo codes), which the catalogue journeys need and the
  /// account journeys do not pay for.
  init(seeded: Bool = false) throws {
    clock = TestClock(Fixtures.start)
    directory = try TemporaryDirectory()
    let settings = ServerSettings(
      http: HTTPServerConfiguration(port: 0, threads: 2),
      databasePath: directory.url.appendingPathComponent("kit.sqlite").path, seedsDemoCatalogue: seeded)
    let clock = clock
    // NB: Argon2id with the minimum limits: real hashes, cheap enough for a suite.
    let environment = AppEnvironment(
      clock: Clock(now: { clock.now }, monotonicNanoseconds: { 0 }), log: LogSink { _ in },
      passwordHasher: .minimum, random: .seeded(11))
    application = try Application(settings: settings, environment: environment)
  }

  var baseURL: URL { URL(string: "http://127.0.0.1:\(application.port)")! }

  func stop() {
    application.shutdown()
  }

  deinit { application.shutdown() }
}
