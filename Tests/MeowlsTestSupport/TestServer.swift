import Foundation
import MeowlsServer
import MeowlsTestSupport
import Synchronization

/// A real MEOWLS server on an ephemeral port with a fresh temporary database, for end-to-end tests.
final class TestServer: Sendable {
  let application: Application
  /// The server's wall clock: tests move it with `clock.advance(by:)` to expire tokens, never by sleeping.
  let clock: TestClock
  let directory: URL
  let logLines = LogLines()

  /// `cardTerminal`: the shops' card terminal; nil for the live server's simulated one.
  init(
    now: Date = Date(timeIntervalSince1970: 1_800_000_000), cardTerminal: CardTerminal? = nil,
    configure: (inout ServerSettings) -> Void = { _ in }
  ) throws {
    let clock = TestClock(now)
    self.clock = clock
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("meowls-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var settings = ServerSettings(
      http: HTTPServerConfiguration(port: 0, threads: 2),
      databasePath: directory.appendingPathComponent("e2e.sqlite").path)
    configure(&settings)
    let lines = logLines
    // NB: Argon2id with the minimum limits: real hashes, but cheap enough for hundreds of logins per suite.
    let environment = AppEnvironment(
      cardTerminal: cardTerminal, clock: Clock(now: { clock.now }, monotonicNanoseconds: { 0 }),
      log: LogSink { line in lines.append(line) },
      passwordHasher: .minimum, random: .seeded(7))
    application = try Application(settings: settings, environment: environment)
  }

  var port: Int { application.port }

  /// A new keep-alive connection to the server.
  func connect() throws -> RawHTTPClient {
    try RawHTTPClient(port: port)
  }

  /// One request on a fresh connection.
  func request(
    _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8]? = nil
  ) throws -> RawHTTPResponse {
    try connect().request(method, target, headers: headers, body: body)
  }

  func stop() {
    application.shutdown()
    try? FileManager.default.removeItem(at: directory)
  }

  deinit { stop() }
}

/// Log lines written by the server under test.
final class LogLines: Sendable {
  private let lines = Mutex<[String]>([])
  func append(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}
