import Foundation
import MeowlsServer

#if canImport(Glibc)
  import Glibc
#endif

/// A database file with the schema, the demo shop and its promo codes, built once per test run; each server that
/// needs a shop starts from a copy of it (a copy takes milliseconds, seeding the shop takes a second).
public enum SeededShop {
  /// The day the shop is seeded for: the `TestServer` clock's start, so the demo sales are current.
  public static let loadDate = TestClock.defaultStart

  public static let template: Result<URL, any Error> = Result {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("meowls-shop-\(UUID().uuidString).sqlite")
    let database = try SQLiteDatabase.migrated(clock: .constant(loadDate))
    defer { database.close() }
    try CatalogSeeder(database: database).seed(
      try DemoCatalog.load(from: DemoShopResources.dataDirectory, loadDate: loadDate))
    try DemoPromoCodes.seed(with: PromoCodeAdmin(database: database, clock: .constant(loadDate), random: .seeded(3)))
    try Crypto.start()
    try DemoStaff.seed(database: database, environment: .test(clock: .constant(loadDate), random: 4))
    try database.withConnection { try $0.executeScript("VACUUM INTO '\(url.path)'") }
    atexit { try? FileManager.default.removeItem(at: SeededShop.templateURL ?? URL(fileURLWithPath: "/nonexistent")) }
    return url
  }

  private static var templateURL: URL? { try? template.get() }
}

extension TestServer {
  /// A server on a copy of the seeded shop.
  public static func seeded(
    now: Date = SeededShop.loadDate, random seed: UInt64 = 7, cardTerminal: CardTerminal? = nil,
    fiscalRegistrar: (any FiscalRegistrar)? = nil, pictureFetcher: (any PictureFetcher)? = nil,
    configure: (inout ServerSettings) -> Void = { _ in }
  ) throws -> TestServer {
    let template = try SeededShop.template.get()
    var copyError: (any Error)?
    let server = try TestServer(
      now: now, random: seed, cardTerminal: cardTerminal, fiscalRegistrar: fiscalRegistrar,
      pictureFetcher: pictureFetcher
    ) { settings in
      configure(&settings)
      do {
        try FileManager.default.copyItem(at: template, to: URL(fileURLWithPath: settings.databasePath))
      } catch {
        copyError = error
      }
    }
    if let copyError { throw copyError }
    return server
  }
}
