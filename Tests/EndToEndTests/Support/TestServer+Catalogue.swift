import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// Servers with a catalogue. The demo shop is seeded once per test process into a template file, and every server
/// starts on a copy of it, so no test pays for seeding 715 products.
extension TestServer {
  /// The test clock's default "now", also the day the demo template's sale windows are relative to.
  static let defaultNow = Date(timeIntervalSince1970: 1_800_000_000)

  /// The public URL of catalogue servers, so image URLs do not depend on the ephemeral port.
  static let publicURL = "https://meowls.test"

  /// One demo-shop server shared by the read-only tests.
  static let sharedDemo: TestServer = {
    do {
      let server = try TestServer.demo()
      // NB: a static is never released, so its directory is removed at exit, not by `deinit` (`SeededShop`'s way).
      atexit { TestServer.sharedDemo.directory.remove() }
      return server
    } catch {
      fatalError("the shared demo server does not start: \(error)")
    }
  }()

  /// A server on a fresh copy of the demo shop (loaded on `defaultNow`), its clock at `now`.
  static func demo(now: Date = defaultNow) throws -> TestServer {
    try TestServer(now: now) { settings in
      settings.publicURL = publicURL
      do {
        try CatalogueTemplate.demo.copy(to: settings.databasePath)
      } catch {
        Issue.record("cannot copy the demo template: \(error)")
      }
    }
  }

  /// A server on `catalog`, with `sql` run after seeding (to break or extend the fixture).
  static func catalogue(_ catalog: DemoCatalog, now: Date = defaultNow, sql: [String] = [], warmsUp: Bool = false)
    throws -> TestServer
  {
    try TestServer(now: now) { settings in
      settings.publicURL = publicURL
      settings.warmsUp = warmsUp
      do {
        try CatalogueTemplate.seed(catalog, at: settings.databasePath, sql: sql)
      } catch {
        Issue.record("cannot seed the fixture: \(error)")
      }
    }
  }

  /// GETs `target` and decodes the body as `T` with the app's decoder; records the status when it is not 200.
  func get<T: Decodable>(_ target: String, as type: T.Type = T.self) throws -> T {
    let response = try request("GET", target)
    #expect(response.status == 200, "\(target) answered \(response.status): \(response.text)")
    return try JSONDecoder.meowls.decode(T.self, from: Data(response.body))
  }

  /// GETs `target` expecting the contract's error envelope with `status`.
  func error(_ target: String) throws -> (status: Int, body: ErrorResponse) {
    let response = try request("GET", target)
    return (response.status, try JSONDecoder.meowls.decode(ErrorResponse.self, from: Data(response.body)))
  }

  /// Runs SQL on the server's own database (to change stock or prices under a running server).
  func execute(_ sql: String) throws {
    try application.database.withConnection { try $0.executeScript(sql) }
  }
}

/// A seeded database file to copy.
struct CatalogueTemplate: Sendable {
  let path: String

  static let demo: CatalogueTemplate = {
    do {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meowls-template-\(UUID())")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let path = directory.appendingPathComponent("demo.sqlite").path
      let catalog = try DemoCatalog.load(from: DemoShopResources.dataDirectory, loadDate: TestServer.defaultNow)
      try seed(catalog, at: path, sql: [])
      atexit {
        try? FileManager.default.removeItem(
          at: URL(fileURLWithPath: CatalogueTemplate.demo.path).deletingLastPathComponent())
      }
      return CatalogueTemplate(path: path)
    } catch {
      fatalError("cannot build the demo template: \(error)")
    }
  }()

  static func seed(_ catalog: DemoCatalog, at path: String, sql: [String]) throws {
    let database = try SQLiteDatabase.migrated(path: path, clock: .constant(TestServer.defaultNow))
    defer { database.close() }
    try CatalogSeeder(database: database).seed(catalog)
    for statement in sql {
      try database.withConnection { try $0.executeScript(statement) }
    }
  }

  func copy(to destination: String) throws {
    for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
      try FileManager.default.copyItem(atPath: path + suffix, toPath: destination + suffix)
    }
  }
}

/// `/api/v1/…` with the query items percent-encoded as the apps send them.
func api(_ route: APIRoute) -> String {
  route.request.target
}
