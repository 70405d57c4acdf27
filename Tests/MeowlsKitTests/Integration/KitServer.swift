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

  /// Cancels the running test (a skip, with the reason) when the server answers 501 for any of `routes`: the
  /// feature is not merged yet. Any other answer, even an error, means the route exists and the journey runs.
  func requireImplemented(_ routes: [(String, Endpoint<EmptyResponse>)]) async throws {
    let client = LiveKit(server: self).client
    var missing: [String] = []
    for (name, endpoint) in routes {
      do {
        _ = try await client.send(endpoint)
      } catch .server(status: 501, _) {
        missing.append(name)
      } catch {
        continue
      }
    }
    if !missing.isEmpty {
      try Test.cancel("The server answers 501 Not Implemented for \(missing.joined(separator: ", ")).")
    }
  }
}

extension Endpoint where Response == EmptyResponse {
  /// Any route, sent only to see whether the server implements it (the answer is not decoded as anything).
  static func probe(_ route: APIRoute) -> Self { Endpoint(authorization: .none, route: route) }
}
