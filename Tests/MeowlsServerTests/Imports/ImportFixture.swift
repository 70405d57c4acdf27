import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport

/// A copy of the seeded demo shop and its import service, with the feeds the tests import.
struct ImportFixture {
  let database: SQLiteDatabase
  let imports: CatalogueImport
  // NB: the copy lives in a directory removed with the fixture; a bare file in the system's temporary directory was
  // left behind by every test (1,409 files, 25 GB, found on 2026-12-06).
  private let directory: TemporaryDirectory

  /// `emptyCatalogue`: the demo shop's products and categories deleted (its places, properties and staff kept).
  init(pictures: ImportPictures? = nil, emptyCatalogue: Bool = false) throws {
    try self.init(emptyCatalogue: emptyCatalogue) { _ in pictures }
  }

  /// `pictures`: the import's pictures on the fixture's database (a store that writes to it).
  init(emptyCatalogue: Bool = false, pictures: (SQLiteDatabase) -> ImportPictures?) throws {
    directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("imports.sqlite")
    try FileManager.default.copyItem(at: try SeededShop.template.get(), to: path)
    database = try SQLiteDatabase(path: path.path, connections: 1)
    if emptyCatalogue {
      try database.withConnection { try $0.executeScript("DELETE FROM products; DELETE FROM categories") }
    }
    imports = CatalogueImport(
      database: database, clock: .constant(TestClock.defaultStart), random: .seeded(11), pictures: pictures(database))
  }

  func yml(_ data: Data, archive: Data? = nil, dryRun: Bool = false) throws -> ImportReport {
    try imports.importYML(data, archive: archive, CatalogueImport.Options(dryRun: dryRun), by: .console)
  }

  func prices(_ data: Data, dryRun: Bool = false) throws -> ImportReport {
    try imports.importPrices(data, CatalogueImport.Options(dryRun: dryRun), by: .console)
  }

  func count(_ sql: String) throws -> Int {
    try database.withConnection { try $0.first(sql)?.int(0) ?? -1 }
  }

  /// `catalog_revision` structure and stock, and the audit rows.
  func marks() throws -> [Int] {
    [
      try count("SELECT structure FROM catalog_revision"), try count("SELECT stock FROM catalog_revision"),
      try count("SELECT COUNT(*) FROM admin_audit_log"),
    ]
  }

  func text(_ sql: String) throws -> String? {
    try database.withConnection { try $0.first(sql)?.optionalString(0) }
  }

  static func feed(
    offers: Int, bad: (index: Int, price: String)? = nil, price: @escaping (Int) -> Int = { 100 + $0 % 5000 }
  )
    -> Data
  {
    SampleFeed.yml(offers: offers, bad: bad, price: price)
  }

  static func ean(_ index: Int) -> String { SampleFeed.ean(index) }
}
