import Foundation
import MeowlsServer
import Synchronization

/// A real MEOWLS server with a fresh temporary database and a `TestClock`, listening on an ephemeral port.
///
/// `request` answers in process through the server's responder (the same middleware and routes, no socket), which
/// is how feature tests talk to it; `connect()` opens a real connection, for what only the HTTP layer does
/// (keep-alive, limits on heads and bodies, closing connections).
public final class TestServer: Sendable {
  public let application: Application
  /// The server's wall clock: tests move it with `clock.advance(by:)` to expire tokens, never by sleeping.
  public let clock: TestClock
  public let directory: TemporaryDirectory
  public let logLines = LogLines()

  /// `cardTerminal`: the shops' card terminal; nil for the live server's simulated one. `configure` changes the
  /// settings before the server starts (a database copied into place, the demo shop seeded on start).
  public init(
    now: Date = TestClock.defaultStart, random seed: UInt64 = 7, cardTerminal: CardTerminal? = nil,
    fiscalRegistrar: (any FiscalRegistrar)? = nil, pictureFetcher: (any PictureFetcher)? = nil,
    configure: (inout ServerSettings) -> Void = { _ in }
  ) throws {
    let clock = TestClock(now)
    self.clock = clock
    directory = try TemporaryDirectory()
    var settings = ServerSettings(
      http: HTTPServerConfiguration(port: 0, threads: 2), databasePath: directory.path("server.sqlite"))
    // NB: the indexes are built by the first request that needs them (most tests never do); a test of the warm-up
    // itself turns it back on.
    settings.warmsUp = false
    configure(&settings)
    // NB: opt-in while the suite learns to run on both engines (issue 21): with MEOWLS_TEST_POSTGRES set, the
    // server runs on a PostgreSQL database holding what its SQLite file would have held.
    if let server = PostgresTestDatabases.serverURL, settings.databasePath == directory.path("server.sqlite") {
      settings.databasePath = try PostgresTestDatabases.database(
        on: server, copying: settings.databasePath, migrations: Schema.migrations)
    }
    let lines = logLines
    let environment = AppEnvironment.test(
      clock: .test(clock), log: LogSink { line in lines.append(line) }, random: seed, cardTerminal: cardTerminal,
      fiscalRegistrar: fiscalRegistrar, pictureFetcher: pictureFetcher)
    application = try Application(settings: settings, environment: environment)
  }

  /// A second server on `other`'s database (its SQLite file or its PostgreSQL database) with `other`'s settings,
  /// as a second `meowls serve` on the same database is: its own pool, caches, jobs and clock (set to `other`'s
  /// time).
  public convenience init(sharingDatabaseOf other: TestServer, random seed: UInt64 = 8) throws {
    try self.init(now: other.clock.now, random: seed) { settings in
      settings = other.application.settings
      settings.http.port = 0
    }
  }

  public var port: Int { application.port }

  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// A new keep-alive connection to the server, over a real socket.
  public func connect() throws -> RawHTTPClient {
    try RawHTTPClient(port: port)
  }

  /// One request answered in process, as the HTTP layer would answer it: `Server` and `Content-Length` set, and no
  /// body for `HEAD`. What the HTTP layer itself refuses (oversized heads and bodies, framing) needs `connect()`.
  public func request(
    _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8]? = nil
  ) throws -> RawHTTPResponse {
    let request = HTTPRequest(
      method: method, target: target, headers: HTTPHeaders([("Host", "127.0.0.1")] + headers.map { ($0.0, $0.1) }),
      body: body ?? [], clientAddress: "127.0.0.1")
    let response = application.responder.respond(to: request, context: RequestContext())
    let fields =
      [("Server", "MEOWLS")] + response.headers.map { ($0.name, $0.value) } + [
        ("Content-Length", "\(response.body.count)")
      ]
    return RawHTTPResponse(
      status: response.status.code, headers: fields.map { (name: $0.0, value: $0.1) },
      body: method == "HEAD" ? [] : response.body)
  }

  /// One request on a fresh connection over a real socket, for what the HTTP layer answers itself.
  public func requestOverSocket(
    _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8]? = nil
  ) throws -> RawHTTPResponse {
    try connect().request(method, target, headers: headers, body: body)
  }

  public func stop() {
    application.shutdown()
  }

  deinit { stop() }
}

/// Log lines written by the server under test.
public final class LogLines: Sendable {
  private let lines = Mutex<[String]>([])

  public init() {}

  public func append(_ line: String) { lines.withLock { $0.append(line) } }

  public var all: [String] { lines.withLock { $0 } }
}
