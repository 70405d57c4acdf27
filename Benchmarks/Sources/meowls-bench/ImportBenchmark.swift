import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport

/// `meowls-bench imports <dir> [offers]`: a generated YML feed of 100,000 offers (a third of them in groups of two
/// variants) imported into a fresh database holding only the demo shop's places and properties; prints the seconds
/// of the dry run and of the import. Target: the import under 60 s.
enum ImportBenchmark {
  static func run(_ arguments: [String]) throws {
    let directory = arguments.count > 1 ? arguments[1] : NSTemporaryDirectory()
    let offers = arguments.count > 2 ? Int(arguments[2]) ?? 100_000 : 100_000
    let path = (directory as NSString).appendingPathComponent("imports-bench.sqlite")
    try? FileManager.default.removeItem(atPath: path)
    let clock = Clock.constant(Date())
    let database = try SQLiteDatabase(path: path, connections: 1)
    defer { database.close() }
    try Migrator(migrations: Schema.migrations, clock: clock).migrate(database)
    try CatalogSeeder(database: database).seed(
      try DemoCatalog.load(from: DemoShopResources.dataDirectory, loadDate: Date()))
    try database.withConnection { try $0.executeScript("DELETE FROM products; DELETE FROM categories") }
    let feed = SampleFeed.yml(offers: offers)
    let imports = CatalogueImport(database: database, clock: clock, random: .seeded(5))
    func seconds(_ body: () throws -> ImportReport) rethrows -> (Double, ImportReport) {
      let start = DispatchTime.now().uptimeNanoseconds
      let report = try body()
      return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, report)
    }
    let (dry, _) = try seconds { try imports.importYML(feed, .init(dryRun: true), by: .console) }
    let (real, report) = try seconds { try imports.importYML(feed, .init(), by: .console) }
    let (again, repeated) = try seconds { try imports.importYML(feed, .init(), by: .console) }
    precondition(report.variants.created == offers && repeated.changesTotal == 0, "the import did not apply")
    print("yml_import_offers: \(offers) (\(feed.count / 1_000_000) MB)")
    print(String(format: "yml_import_dry_run_seconds: %.1f", dry))
    print(String(format: "yml_import_seconds: %.1f (target < 60)", real))
    print(String(format: "yml_import_repeat_seconds: %.1f (changes nothing)", again))
  }
}
