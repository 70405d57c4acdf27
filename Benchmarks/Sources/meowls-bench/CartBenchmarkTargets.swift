import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport

/// The requests `Benchmarks/cart.sh` replays with wrk, prepared on a seeded database:
///
/// `meowls-bench cart-setup <db> <dir> [customers]` registers `customers` (default 256) accounts in the database,
/// gives 64 articles a deep stock, and writes two files into `dir`:
/// - `cart.txt`: one signed-in `POST /cart/update` a line, `token<TAB>body`, the customers interleaved. Each
///   customer's cart holds 5 lines, and each next update of that customer replaces one of them (a sliding window
///   over the 64 articles), as a shopper changing their mind does;
/// - `products.txt`: 5,000 `GET /products/{id}` targets spread over the catalogue, for the product card.
enum CartBenchmarkTargets {
  static let articleCount = 64
  static let updatesPerCustomer = 32

  static func run(_ arguments: [String]) throws {
    guard arguments.count >= 3 else { throw CatalogBenchmarkTargets.Usage() }
    let directory = URL(fileURLWithPath: arguments[2])
    let customers = arguments.count > 3 ? Int(arguments[3]) ?? 256 : 256
    let settings = ServerSettings(
      http: HTTPServerConfiguration(port: 0, threads: ProcessInfo.processInfo.activeProcessorCount),
      databasePath: arguments[1])
    // NB: the cheapest Argon2id only speeds up registering; a cart update hashes no password.
    let application = try Application(
      settings: settings,
      environment: AppEnvironment(clock: .live, log: .silent, passwordHasher: .minimum, random: .live))
    defer { application.shutdown() }
    let articles = try PurchaseBenchmark.articles(application.database, count: articleCount)
    let stock = StockAdmin(database: application.database, clock: .live)
    for article in articles { try stock.count(Article(rawValue: article), quantity: 1_000_000) }
    let tokens = try (0..<customers).map { try PurchaseBenchmark.register(10_000 + $0, port: application.port) }
    var lines: [String] = []
    for update in 0..<updatesPerCustomer {
      for (customer, token) in tokens.enumerated() {
        lines.append("\(token)\t\(body(customer: customer, update: update, articles: articles))")
      }
    }
    try (lines.joined(separator: "\n") + "\n").write(
      to: directory.appendingPathComponent("cart.txt"), atomically: true, encoding: .utf8)
    try (try productTargets(application.database).joined(separator: "\n") + "\n").write(
      to: directory.appendingPathComponent("products.txt"), atomically: true, encoding: .utf8)
  }

  /// The cart of `customer` after `update` changes: five consecutive articles of the customer's window (each with
  /// its own count), so each update drops the first line and adds one at the end.
  static func body(customer: Int, update: Int, articles: [String]) -> String {
    let items = (0..<5).map { line in
      let index = (customer * 7 + update + line) % articles.count
      return #"{"article":"\#(articles[index])","count":\#(index % 3 + 1)}"#
    }
    return #"{"cart":{"items":[\#(items.joined(separator: ","))],"save":true}}"#
  }

  /// 5,000 product cards spread over the whole catalogue: a prime stride visits a new product each time.
  static func productTargets(_ database: any Database) throws -> [String] {
    let ids = try database.withConnection { connection in
      try connection.query("SELECT id FROM products ORDER BY id").compactMap {
        Product.ID(uuidString: try $0.string(0))
      }
    }
    guard !ids.isEmpty else { throw BenchmarkError(message: "the shop has no products") }
    let stride = ids.count % 7919 == 0 ? 7907 : 7919
    return (0..<5_000).map { APIRoute.catalog(.product(.valid(ids[$0 * stride % ids.count]))).request.target }
  }
}
