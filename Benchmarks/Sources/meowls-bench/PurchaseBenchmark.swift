import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Synchronization

/// Purchases per second on the embedded database: a real server (HTTP, SQLite file, the demo shop) in this process,
/// and `buyers` threads, each with its own account and keep-alive connection, looping cart update → calculation →
/// purchase for `seconds`. Afterwards the books must balance: every article's stock is its initial stock minus the
/// units of its orders, never below zero, and every counter equals its ledger. Target: ≥ 500 purchases a second.
enum PurchaseBenchmark {
  static let target = 500.0

  struct Tally: Sendable {
    var cycles: [Double] = []
    var failures: [String: Int] = [:]
  }

  /// `database`: a PostgreSQL URL of an empty database instead of a new SQLite file; `threads`: the server's worker
  /// threads (default one per core; a PostgreSQL server waits on the network and may want more).
  static func run(buyers: Int = 32, seconds: Double = 5, database: String? = nil, threads: Int? = nil) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meowls-purchases-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let settings = ServerSettings(
      http: HTTPServerConfiguration(port: 0, threads: threads ?? ProcessInfo.processInfo.activeProcessorCount),
      databasePath: database ?? directory.appendingPathComponent("bench.sqlite").path, seedsDemoCatalogue: true)
    // NB: the cheapest Argon2id only speeds up registering the buyers; no purchase hashes a password.
    let application = try Application(
      settings: settings,
      environment: AppEnvironment(clock: .live, log: .silent, passwordHasher: .minimum, random: .live))
    defer { application.shutdown() }
    let stock = StockAdmin(database: application.database, clock: .live)
    let articles = try self.articles(application.database, count: 8)
    // NB: a courier takes orders from 500 ₽ (the delivery option announces it): each buyer takes enough units.
    let minimum = try self.unitsForCourierMinimum(application.database, articles: articles)
    for article in articles { try stock.count(Article(rawValue: article), quantity: 1_000_000) }
    let tokens = try (0..<buyers).map { try register($0, port: application.port) }
    let checkout = try purchaseBody(application.database)

    let tally = Mutex(Tally())
    let started = DispatchTime.now().uptimeNanoseconds
    let deadline = started + UInt64(seconds * 1e9)
    let done = DispatchGroup()
    for buyer in 0..<buyers {
      done.enter()
      Thread {
        defer { done.leave() }
        let article = articles[buyer % articles.count]
        let units = minimum[buyer % articles.count]
        do {
          let client = try RawHTTPClient(port: application.port)
          var local = Tally()
          var round = 0
          while DispatchTime.now().uptimeNanoseconds < deadline {
            let begin = DispatchTime.now().uptimeNanoseconds
            let cart = Array(
              #"{"cart":{"items":[{"article":"\#(article)","count":\#(units + round % 3)}],"save":true}}"#.utf8)
            round += 1
            let steps = [
              ("/api/v1/cart/update", cart), ("/api/v1/checkout/check_availability_and_calculate_amount", checkout),
              ("/api/v1/checkout/purchase", checkout),
            ]
            var failed = false
            for (path, body) in steps {
              let response = try client.request(
                "POST", path,
                headers: [("Authorization", "Token \(tokens[buyer])"), ("Content-Type", "application/json")],
                body: body)
              if response.status != 200 {
                local.failures["\(path) \(response.status) \(response.json?["code"] ?? "")", default: 0] += 1
                failed = true
                break
              }
            }
            if !failed { local.cycles.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e6) }
          }
          tally.withLock {
            $0.cycles += local.cycles
            $0.failures.merge(local.failures, uniquingKeysWith: +)
          }
        } catch {
          tally.withLock { $0.failures["\(error)", default: 0] += 1 }
        }
      }.start()
    }
    done.wait()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    let result = tally.withLock { $0 }
    let oversold = try self.oversold(application.database, articles: articles, initial: 1_000_000)
    let discrepancies = try stock.discrepancies()
    let rate = Double(result.cycles.count) / elapsed
    let sorted = result.cycles.sorted()
    let percentile = { (p: Double) in sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
    }
    print(
      String(
        format: "purchases: %d buyers × (cart update, calculation, purchase) for %.1f s on %d cores, %d threads, ",
        buyers, elapsed, ProcessInfo.processInfo.activeProcessorCount, settings.http.threads)
        + (database == nil ? "SQLite" : "PostgreSQL"))
    print(String(format: "   one buyer's cycle: p50 %.1f ms, p99 %.1f ms", percentile(0.5), percentile(0.99)))
    if !result.failures.isEmpty { print("   failed cycles: \(result.failures)") }
    print("   oversold units: \(oversold), ledger discrepancies: \(discrepancies.count)")
    let engine = database == nil ? "" : "postgres_"
    print(String(format: "\(engine)purchases_per_second: %.0f (target >= %.0f)", rate, target))
  }

  /// Units sold beyond the stock (0 when the books balance): for each article, initial − sold must be the stock left,
  /// and never negative.
  static func oversold(_ database: any Database, articles: [String], initial: Int) throws -> Int {
    var oversold = 0
    for article in articles {
      let stock = try StockAdmin(database: database, clock: .live).quantity(of: Article(rawValue: article))
      let sold = try database.withConnection { connection in
        try connection.first("SELECT COALESCE(SUM(count), 0) FROM order_items WHERE article = $1", [.text(article)])?
          .int(0) ?? 0
      }
      oversold += abs(initial - sold - stock) + max(0, -stock)
    }
    return oversold
  }

  /// For each article, the fewest units whose price reaches the courier minimum.
  static func unitsForCourierMinimum(_ database: any Database, articles: [String]) throws -> [Int] {
    let minimum = CheckoutSettings().courierMinimum.kopecks
    return try database.withConnection { connection in
      try articles.map { article in
        let price =
          try connection.first(
            """
            SELECT p.price_kopecks FROM variant_prices p JOIN product_variants v ON v.id = p.variant_id
            WHERE v.article = $1
            """, [.text(article)])?.int(0) ?? 0
        guard price > 0 else { throw BenchmarkError(message: "article \(article) has no price") }
        return Int((minimum + Int64(price) - 1) / Int64(price))
      }
    }
  }

  static func articles(_ database: any Database, count: Int) throws -> [String] {
    try database.withConnection { connection in
      try connection.query(
        "SELECT article FROM product_variants ORDER BY article LIMIT $1", [.integer(Int64(count))]
      ).map { try $0.string(0) }
    }
  }

  static func register(_ index: Int, port: Int) throws -> String {
    let body = #"{"phone":"7900\#(String(1_000_000 + index))","password":"uNhsyBu28d","confirm_password":"uNhsyBu28d"}"#
    let response = try RawHTTPClient(port: port).request(
      "POST", "/api/v1/users/create", headers: [("Content-Type", "application/json")], body: Array(body.utf8))
    guard let token = (response.json?["authentication"] as? NSDictionary)?["token"] as? String else {
      throw BenchmarkError(message: "registration failed: \(response.text)")
    }
    return token
  }

  /// A courier checkout to Novosibirsk the day after tomorrow, in its first window.
  static func purchaseBody(_ database: any Database) throws -> [UInt8] {
    let interval = try database.withConnection {
      try $0.first("SELECT id, starts_at, ends_at FROM delivery_time_intervals ORDER BY position")
    }
    guard let interval else { throw BenchmarkError(message: "the shop has no delivery windows") }
    let formatter = DateFormatter()
    formatter.dateFormat = "dd.MM.yyyy"
    formatter.timeZone = TimeZone(identifier: "Asia/Novosibirsk")
    let day = formatter.string(from: Date().addingTimeInterval(2 * 86_400))
    let body = """
      {"payment_type":"card","delivery":{"type":"courier","delivery_date":"\(day)",\
      "delivery_time_interval":{"id":"\(try interval.string(0))","from":"\(try interval.string(1))","to":"\(try interval.string(2))"},\
      "address":{"city":{"id":"8DEA00E3-9AAB-4D8E-887C-EF2AAA546456","name":"Новосибирск"},"street":"Ленина","house":"1"}}}
      """
    return Array(body.utf8)
  }
}

struct BenchmarkError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
