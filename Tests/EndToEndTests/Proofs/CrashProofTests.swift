import Foundation
import MeowlsServer
import MeowlsTestSupport
import Synchronization
import Testing

/// A server killed with SIGKILL in the middle of a stream of purchases loses no acknowledged order, and its stock
/// is exactly the initial stock minus the units of the orders it kept: nothing half-written survives.
@Suite struct CrashProofTests {
  /// A purchase the server answered 200.
  struct Acknowledged: Sendable {
    var article: String
    var buyer: Int
    var count: Int
    var number: Int
  }

  static let buyers = 4
  static let acknowledgedBeforeKill = 40

  @Test func aKilledServerKeepsEveryAcknowledgedOrderAndNoHalfOfAnyOther() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path("crash.sqlite")
    let first = try ServerProcess(database: path)
    let reader = try SQLiteDatabase(path: path, connections: 1)
    defer { reader.close() }
    let initial = try Self.warehouseStock(reader, where: "s.quantity >= 40 ORDER BY v.article LIMIT \(Self.buyers)")
    let articles = initial.keys.sorted()
    let tokens = try (0..<Self.buyers).map { try Self.register($0, port: first.port) }
    let courier = try CheckoutFixture.json(try Self.courierBody(reader))
    let port = first.port

    let acknowledged = Mutex<[Acknowledged]>([])
    let each = DispatchSemaphore(value: 0)
    let stopped = DispatchGroup()
    for buyer in 0..<Self.buyers {
      stopped.enter()
      Thread {
        defer { stopped.leave() }
        guard let client = try? RawHTTPClient(port: port) else { return }
        for round in 0... {
          let article = articles[buyer]
          let count = round % 2 + 1
          guard
            let cart = try? Self.post(
              client, "/api/v1/cart/update", try CheckoutFixture.json(TestServer.cartBody([(article, count)])),
              token: tokens[buyer]),
            cart.status == 200,
            let purchase = try? Self.post(client, "/api/v1/checkout/purchase", courier, token: tokens[buyer])
          else { return }
          guard purchase.status == 200, let number = (purchase.json?["order_number"] as? String).flatMap(Int.init)
          else { continue }
          acknowledged.withLock {
            $0.append(Acknowledged(article: article, buyer: buyer, count: count, number: number))
          }
          each.signal()
        }
      }.start()
    }
    for _ in 0..<Self.acknowledgedBeforeKill where each.wait(timeout: .now() + 60) == .timedOut {
      Issue.record("the stream of purchases stalled")
      break
    }
    first.kill()
    stopped.wait()
    let kept = acknowledged.withLock { $0 }
    #expect(kept.count >= Self.acknowledgedBeforeKill)

    let second = try ServerProcess(database: path)
    for order in kept {
      let detail = try RawHTTPClient(port: second.port).request(
        "GET", "/api/v1/orders/\(order.number)", headers: [("Authorization", "Token \(tokens[order.buyer])")])
      let items = (detail.json?["items"] as? [NSDictionary])?.map { "\($0["article"] ?? "?")×\($0["count"] ?? "?")" }
      #expect(detail.status == 200 && items == ["\(order.article)×\(order.count)"], "order \(order.number)")
    }
    second.stop()

    let sold = try reader.withConnection { connection in
      try connection.query("SELECT article, SUM(count) FROM order_items GROUP BY article").map {
        (try $0.string(0), try $0.int(1))
      }
    }
    let units = Dictionary(uniqueKeysWithValues: sold)
    let now = try Self.warehouseStock(reader, where: "v.article IN ('\(articles.joined(separator: "', '"))')")
    for article in articles {
      #expect(now[article] == (initial[article] ?? 0) - (units[article] ?? 0), "stock of \(article)")
    }
    #expect(units.values.reduce(0, +) >= kept.map(\.count).reduce(0, +))
    #expect(try StockAdmin(database: reader, clock: .constant(Date())).discrepancies() == [])
  }

  static func warehouseStock(_ database: SQLiteDatabase, where condition: String) throws -> [String: Int] {
    let rows = try database.withConnection { connection in
      try connection.query(
        """
        SELECT v.article, s.quantity FROM stock_levels s JOIN product_variants v ON v.id = s.variant_id
        WHERE s.location_id = (SELECT id FROM stock_locations WHERE kind = 'warehouse') AND \(condition)
        """
      ).map { (try $0.string(0), try $0.int(1)) }
    }
    return Dictionary(uniqueKeysWithValues: rows)
  }

  static func register(_ index: Int, port: Int) throws -> String {
    let response = try post(
      RawHTTPClient(port: port), "/api/v1/users/create",
      try CheckoutFixture.json(
        TestServer.registration(["phone": "7913700000\(index)", "email": "crash\(index)@example.com"])), token: nil)
    guard let token = response.token else { throw TestFailure("registration failed: \(response.text)") }
    return token
  }

  /// A courier purchase to Novosibirsk on the last day the slots offer, whatever the real date is.
  static func courierBody(_ database: SQLiteDatabase) throws -> [String: Any] {
    let interval = try database.withConnection { connection in
      try connection.first("SELECT id, starts_at, ends_at FROM delivery_time_intervals ORDER BY position")
    }
    let day = Calendar(identifier: .gregorian).date(byAdding: .day, value: 2, to: Date()) ?? Date()
    let formatter = DateFormatter()
    formatter.dateFormat = "dd.MM.yyyy"
    formatter.timeZone = TimeZone(identifier: "Asia/Novosibirsk")
    return CheckoutFixture.body([
      "type": "courier", "delivery_date": formatter.string(from: day),
      "delivery_time_interval": [
        "id": try interval?.string(0) ?? "?", "from": try interval?.string(1) ?? "?",
        "to": try interval?.string(2) ?? "?",
      ],
      "address": [
        "city": ["id": CheckoutFixture.novosibirsk, "name": "Новосибирск"], "street": "Ленина", "house": "1",
      ],
    ])
  }

  static func post(_ client: RawHTTPClient, _ path: String, _ json: [UInt8], token: String?) throws
    -> RawHTTPResponse
  {
    var headers = [("Content-Type", "application/json")]
    if let token { headers.append(("Authorization", "Token \(token)")) }
    return try client.request("POST", path, headers: headers, body: json)
  }
}
