import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// `decisions.md`: however many buyers race for the last units, the units sold never exceed the stock and the stock
/// never goes below zero. A real server, 64 buyers on 64 threads, each with its own account and connection.
@Suite struct OversellProofTests {
  static let buyers = 64
  static let stock = 10

  /// What one buyer got: the HTTP status and the error code, if any.
  struct Outcome: Sendable {
    var code: String?
    var quantity: Int
    var status: Int
  }

  @Test func sixtyFourBuyersNeverGetMoreThanTheLastTenUnits() throws {
    let fixture = try CheckoutFixture()
    try Self.lastUnits(fixture, buyers: Self.buyers, delivery: try fixture.courier()) { _ in
      try fixture.server.connect()
    }
  }

  @Test func sixteenRequestsWithOneKeyMakeOneOrder() throws {
    let fixture = try CheckoutFixture()
    try Self.oneKey(fixture, requests: 16, delivery: try fixture.courier()) { _ in try fixture.server.connect() }
  }

  /// `buyers` buyers race for the last units in five rounds; buyer `index` buys over `connect(index)`'s
  /// connection (to the fixture's server, or to another server on its database).
  static func lastUnits(
    _ fixture: CheckoutFixture, buyers: Int, delivery: [String: Any],
    connect: @escaping @Sendable (Int) throws -> RawHTTPClient
  ) throws {
    let article = fixture.shop.cat[0]
    let tokens = try (0..<buyers).map { index in
      try fixture.server.registeredToken([
        "phone": "7913\(String(1_000_000 + index))", "email": "buyer\(index)@example.com",
      ])
    }
    let body = try CheckoutFixture.json(CheckoutFixture.body(delivery))
    let rounds: [(String, @Sendable (Int) -> Int)] = [
      ("one each", { _ in 1 }), ("two each", { _ in 2 }), ("five each", { _ in 5 }),
      ("one to three", { $0 % 3 + 1 }), ("one to ten", { $0 % 10 + 1 }),
    ]
    var ordersBefore = 0
    for (name, quantity) in rounds {
      try fixture.server.setStock(article, Self.stock)
      for (index, token) in tokens.enumerated() {
        let cart = try fixture.server.send(
          "POST", "/api/v1/cart/update", json: TestServer.cartBody([(article, quantity(index))]), token: token)
        #expect(cart.status == 200, "\(name): cart of buyer \(index)")
      }
      let outcomes = try race(buyers, prepare: connect) { index, client in
        let response = try fixture.purchase(json: body, token: tokens[index], on: client)
        return Outcome(code: response.json?["code"] as? String, quantity: quantity(index), status: response.status)
      }.map { try $0.get() }
      let winners = outcomes.filter { $0.status == 200 }
      let losers = outcomes.filter { $0.status != 200 }
      #expect(winners.map(\.quantity).reduce(0, +) == Self.stock, "\(name): units sold")
      #expect(try fixture.stock(article) == 0, "\(name): stock left")
      #expect(losers.allSatisfy { $0.status == 400 && $0.code == "itemsNotAvailableWithSetCount" }, "\(name): losers")
      let orders = Int(try fixture.server.rows("SELECT COUNT(*) FROM orders")[0]) ?? -1
      #expect(orders - ordersBefore == winners.count, "\(name): one order per winner")
      ordersBefore = orders
    }
    // Never below zero, not even for a moment: every prefix of the variant's ledger sums to zero or more.
    let deltas = try fixture.server.rows(
      """
      SELECT l.delta FROM stock_ledger l JOIN product_variants v ON v.id = l.variant_id
      WHERE v.article = '\(article)' AND l.location_id = (SELECT id FROM stock_locations WHERE kind = 'warehouse')
      ORDER BY l.id
      """
    ).compactMap { Int($0) }
    let prefixes = deltas.reduce(into: [Int]()) { $0.append(($0.last ?? 0) + $1) }
    #expect(prefixes.allSatisfy { $0 >= 0 })
    #expect(prefixes.last == 0)
    #expect(try fixture.discrepancies() == [])
    #expect(!fixture.server.logLines.all.contains { $0.contains(" 500 ") || $0.contains("internal error") })
  }

  /// `requests` purchases with one `Idempotency-Key` race, request `index` over `connect(index)`'s connection.
  static func oneKey(
    _ fixture: CheckoutFixture, requests: Int, delivery: [String: Any],
    connect: @escaping @Sendable (Int) throws -> RawHTTPClient
  ) throws {
    _ = try fixture.shop.update([(fixture.shop.cat[0], 2)])
    let body = try CheckoutFixture.json(CheckoutFixture.body(delivery))
    let responses = try race(requests, prepare: connect) { _, client in
      let response = try fixture.purchase(json: body, key: "one-purchase", on: client)
      return (response.status, response.header("Idempotent-Replayed"), response.text)
    }.map { try $0.get() }
    #expect(try fixture.server.rows("SELECT number FROM orders") == ["1000001"])
    #expect(try fixture.stock(fixture.shop.cat[0]) == 8)
    let originals = responses.filter { $0.0 == 200 && $0.1 == nil }
    let replays = responses.filter { $0.0 == 200 && $0.1 == "true" }
    let busy = responses.filter { $0.0 == 409 }
    #expect(originals.count == 1)
    #expect(replays.count + busy.count == requests - 1)
    #expect((originals + replays).allSatisfy { $0.2 == #"{"order_number":"1000001"}"# })
    #expect(busy.allSatisfy { $0.2.contains(#""code":"requestInProgress""#) })
  }
}
