import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Synchronization

/// `meowls-bench edits <db> <catalogue page path> [edits]`: the issue's "catalogue page rate unchanged by the
/// incremental index updates": a real server (HTTP, the database given, in this process) answers the catalogue page
/// from 8 connections for 5 s; then an admin makes `edits` (1,000) changes through the admin API in turn (renames,
/// prices, new products, archives); then the page again. Each rename's new word is searched
/// (`GET /products?query=`) right after the edit's answer until the product is found: the time from the answer to
/// the change being seen by shoppers.
enum EditsBenchmark {
  static func run(_ arguments: [String]) throws {
    guard arguments.count >= 2 else { throw BenchmarkError(message: "usage: meowls-bench edits <db> <page> [edits]") }
    let edits = arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000
    let settings = ServerSettings(
      http: HTTPServerConfiguration(port: 0, threads: ProcessInfo.processInfo.activeProcessorCount),
      databasePath: arguments[0], seedsDemoCatalogue: false)
    let environment = AppEnvironment(clock: .live, log: .silent, passwordHasher: .minimum, random: .live)
    let application = try Application(settings: settings, environment: environment)
    defer { application.shutdown() }
    let port = application.port
    let phone = "7913\(String(1_000_000 + Int.random(in: 0..<8_000_000)))"
    _ = try StaffAdmin(database: application.database, environment: environment)
      .addStaff(role: .admin, phone: phone, password: "Meowls2024")
    let credentials = Data("\(phone):Meowls2024".utf8).base64EncodedString()
    let login = try RawHTTPClient(port: port).request(
      "POST", "/api/v1/pos/login", headers: [("Authorization", "Basic \(credentials)")])
    guard let token = (login.json?["authentication"] as? NSDictionary)?["token"] as? String else {
      throw BenchmarkError(message: "admin login failed: \(login.text)")
    }
    let page = arguments[1]
    _ = try RawHTTPClient(port: port).request("GET", page)  // builds the indexes outside the measurement
    _ = try rate(page, port: port)  // NB: a warm-up run, as run.sh's warm_measure: the page cache and product JSON
    let before = try rate(page, port: port)
    print(String(format: "catalogue page before the edits: %.0f req/s (8 connections, 5 s)", before))
    let ids = try application.database.withConnection { connection in
      try connection.query(
        "SELECT id FROM products WHERE archived = 0 ORDER BY position LIMIT $1", [.integer(Int64(edits * 7))]
      ).map { try $0.string(0) }
    }
    let client = try RawHTTPClient(port: port)
    let headers = [("Authorization", "Token \(token)"), ("Content-Type", "application/json")]
    func send(_ route: APIRoute.Admin) throws -> RawHTTPResponse {
      let request = APIRoute.admin(route).request
      let response = try client.request(
        request.method.rawValue, request.target, headers: headers, body: request.body.map { Array($0) })
      guard response.status == 200 else { throw BenchmarkError(message: "\(route): \(response.text)") }
      return response
    }
    let letters = Array("абвгдежзик")
    var answers: [Double] = []
    var visible: [Double] = []
    let started = DispatchTime.now().uptimeNanoseconds
    for edit in 0..<edits {
      let id = Product.ID(UUID(uuidString: ids[(edit * 7) % ids.count])!)
      let product = try JSONDecoder.meowls.decode(
        AdminProduct.self, from: Data(try send(.product(.valid(id))).body))
      var draft = ProductDraft(
        categoryIDs: product.categoryIDs, name: product.name, quickBuy: product.quickBuy,
        variants: product.variants, vatRate: product.vatRate)
      // NB: the synthetic shop's variations have no variant name, which the back office requires.
      for index in draft.variants.indices where draft.variants[index].name.isEmpty {
        draft.variants[index].name = "1 шт"
      }
      let word = "мяуглон" + String(String(edit).map { letters[Int(String($0))!] })
      let begin = DispatchTime.now().uptimeNanoseconds
      switch edit % 4 {
      case 0:
        draft.name = "\(word) \(product.name)"
        _ = try send(.editProduct(.valid(id), draft))
      case 1:
        draft.variants[0].price = Money(kopecks: draft.variants[0].price.kopecks + 100)
        draft.variants[0].oldPrice = nil
        _ = try send(.editProduct(.valid(id), draft))
      case 2:
        let new = ProductDraft(
          categoryIDs: product.categoryIDs, name: "\(word) новинка",
          variants: [
            AdminVariant(
              article: Article(rawValue: "E\(edit)X\(started % 100_000)"), name: "1 шт", price: Money(rubles: 199))
          ])
        _ = try send(.createProduct(new))
      default:
        _ = try send(.archiveProduct(.valid(id)))
      }
      let answered = DispatchTime.now().uptimeNanoseconds
      answers.append(Double(answered - begin) / 1e6)
      guard edit % 4 == 0 || edit % 4 == 2 else { continue }
      let search = "/api/v1/products?query=" + word.utf8.map { String(format: "%%%02X", $0) }.joined()
      var found = false
      for _ in 0..<100_000 where !found {
        let results = try client.request("GET", search).json?["results"] as? NSArray
        found = (results?.count ?? 0) > 0
      }
      guard found else { throw BenchmarkError(message: "\(word) never found") }
      visible.append(Double(DispatchTime.now().uptimeNanoseconds - answered) / 1e6)
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    let after = try rate(page, port: port)
    func percentile(_ values: [Double], _ p: Double) -> Double {
      let sorted = values.sorted()
      return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
    }
    print(
      String(
        format: "%d admin edits (rename, price, new product, archive) in %.1f s: answer p50 %.1f ms, p99 %.1f ms",
        edits, elapsed, percentile(answers, 0.5), percentile(answers, 0.99)))
    print(
      String(
        format: "edit answered -> found by search (%d renames and new products): p50 %.1f ms, p99 %.1f ms, max %.1f ms",
        visible.count, percentile(visible, 0.5), percentile(visible, 0.99), visible.max() ?? 0))
    print(String(format: "catalogue page after the edits: %.0f req/s (%.2f of before)", after, after / before))
    print(String(format: "edits_page_rps_before: %.0f", before))
    print(String(format: "edits_page_rps_after: %.0f", after))
    print(String(format: "edits_visible_p99_ms: %.1f", percentile(visible, 0.99)))
  }

  /// Requests per second of `page` from 8 connections for 5 s.
  static func rate(_ page: String, port: Int, seconds: Double = 5) throws -> Double {
    let count = Mutex(0)
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
    let done = DispatchGroup()
    for _ in 0..<8 {
      done.enter()
      Thread {
        defer { done.leave() }
        guard let client = try? RawHTTPClient(port: port) else { return }
        var local = 0
        while DispatchTime.now().uptimeNanoseconds < deadline {
          guard let response = try? client.request("GET", page), response.status == 200 else { break }
          local += 1
        }
        count.withLock { $0 += local }
      }.start()
    }
    done.wait()
    return Double(count.withLock { $0 }) / seconds
  }
}
