import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport

/// The demo shop a soak loads, prepared before the server starts: stock enough for the whole run in the warehouse
/// and at the counter, and what the load needs to know (articles, prices, the counter's shop and register).
struct SoakShop: Sendable {
  static let initialStock = 1_000_000

  let database: String
  /// Articles the buyers and the cashier take, with their price in kopecks and the units a courier order needs.
  let articles: [(article: String, kopecks: Int64, courierUnits: Int)]
  let shop: UUID
  let register: String
  /// Category pages and product cards a shopper browses (request targets).
  let pages: [String]
  let products: [String]
  /// A courier checkout body (`PurchaseBenchmark.purchaseBody`).
  let checkout: [UInt8]

  /// Seeds the demo shop with `binary seed --demo` into a new file in `directory` and stocks it.
  init(binary: String, directory: String) throws {
    database = directory + "/soak.sqlite"
    let seed = Process()
    seed.executableURL = URL(fileURLWithPath: binary)
    seed.arguments = ["seed", "--demo", "--db", database]
    seed.standardOutput = FileHandle.nullDevice
    try seed.run()
    seed.waitUntilExit()
    guard seed.terminationStatus == 0 else { throw BenchmarkError(message: "meowls seed failed") }

    let db = try SQLiteDatabase(path: database, connections: 1)
    defer { db.close() }
    let picked = try PurchaseBenchmark.articles(db, count: 8)
    let units = try PurchaseBenchmark.unitsForCourierMinimum(db, articles: picked)
    let shopText = try db.withConnection {
      try $0.first("SELECT shop_id FROM staff_assignments a JOIN users u ON u.id = a.user_id WHERE u.role = 'manager'")?
        .string(0)
    }
    guard let shopText, let shop = UUID(uuidString: shopText) else {
      throw BenchmarkError(message: "the demo shop has no manager's shop")
    }
    self.shop = shop
    register =
      try db.withConnection {
        try $0.first("SELECT id FROM registers WHERE shop_id = $1 AND kind = 'counter'", [.text(shopText)])?.string(0)
      } ?? ""
    let stock = StockAdmin(database: db, clock: .live)
    var articles: [(article: String, kopecks: Int64, courierUnits: Int)] = []
    for (article, units) in zip(picked, units) {
      try stock.count(Article(rawValue: article), quantity: Self.initialStock)
      try stock.count(Article(rawValue: article), at: shop, quantity: Self.initialStock)
      let kopecks =
        try db.withConnection {
          try $0.first(
            """
            SELECT p.price_kopecks FROM variant_prices p JOIN product_variants v ON v.id = p.variant_id
            WHERE v.article = $1
            """, [.text(article)])?.int(0)
        } ?? 0
      articles.append((article, Int64(kopecks), units))
    }
    self.articles = articles
    pages = Array(try CatalogBenchmarkTargets.mix(db, count: 400))
    products = try db.withConnection {
      try $0.query("SELECT id FROM products ORDER BY id LIMIT 300").map { row in
        APIRoute.catalog(.product(PathParameter(pathComponent: try row.string(0)))).request.target
      }
    }
    checkout = try PurchaseBenchmark.purchaseBody(db)
  }

  /// Units sold beyond the stock and counters that disagree with their ledger, read after the server stopped.
  func books() throws -> (oversold: Int, discrepancies: [String]) {
    let db = try SQLiteDatabase(path: database, connections: 1)
    defer { db.close() }
    let stock = StockAdmin(database: db, clock: .live)
    var oversold = 0
    for (article, _, _) in articles {
      let left = try stock.quantity(of: Article(rawValue: article))
      let counter = try stock.quantity(of: Article(rawValue: article), at: shop)
      oversold += max(0, -left) + max(0, -counter)
    }
    return (oversold, try stock.discrepancies())
  }
}
