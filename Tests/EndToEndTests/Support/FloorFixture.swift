import Foundation
import MeowlsServer
import MeowlsTestSupport

/// The POS staff of the first Novosibirsk shop (`POSFixture`) plus what click-and-collect, courier tasks and stock
/// need: two cat foods at 1000 ₽ with 10 units in the warehouse and 5 in the staff's shop, and the customer's orders.
///
/// The clock starts at 2027-01-15 08:00 UTC (15:00 in Novosibirsk): the first courier day is 16.01.2027.
struct FloorFixture {
  let pos: POSFixture
  let articles: [String]
  var server: TestServer { pos.server }

  /// `cardTerminal`: the shop's card terminal; nil for the live server's simulated one. `fiscalRegistrar`: nil for
  /// the simulated one.
  init(
    cardTerminal: CardTerminal? = nil, fiscalRegistrar: (any FiscalRegistrar)? = nil, now: Date = SeededShop.loadDate
  ) throws {
    pos = try POSFixture(cardTerminal: cardTerminal, fiscalRegistrar: fiscalRegistrar, now: now)
    articles = try pos.server.articles(under: "koshki/korma_sukhie", count: 2)
    let shop = UUID(uuidString: try pos.shopID())
    for article in articles {
      try pos.server.setPrice(article, original: 100_000, price: 100_000)
      try pos.server.setStock(article, 10)
      try pos.server.setStock(article, 5, at: shop)
    }
  }

  /// The customer buys `lines` for pick-up at `shop` (the staff's shop by default); the order number.
  func pickupOrder(_ lines: [(String, Int)]? = nil, payment: String = "cash", shop: String? = nil) throws -> Int {
    try buy(lines, ["type": "self_pickup", "pickup_point_id": try shop ?? pos.shopID()], payment: payment)
  }

  /// The customer buys `lines` by courier to Novosibirsk on 16.01.2027, 10:00–14:00; the order number.
  func courierOrder(_ lines: [(String, Int)]? = nil, payment: String = "cash") throws -> Int {
    let interval =
      try server.rows("SELECT id, ends_at FROM delivery_time_intervals WHERE starts_at = '10:00'")
      .first?.split(separator: "|").map(String.init) ?? ["?", "?"]
    let delivery: [String: Any] = [
      "type": "courier", "delivery_date": "16.01.2027",
      "delivery_time_interval": ["id": interval[0], "from": "10:00", "to": interval[1]],
      "address": [
        "city": ["id": CheckoutFixture.novosibirsk, "name": "Новосибирск"], "street": "улица Ленина", "house": "1",
        "flat": "12",
      ],
    ]
    return try buy(lines, delivery, payment: payment)
  }

  private func buy(_ lines: [(String, Int)]?, _ delivery: [String: Any], payment: String) throws -> Int {
    let cart = try server.send(
      "POST", "/api/v1/cart/update", json: TestServer.cartBody(lines ?? [(articles[0], 2)]), token: pos.customer)
    guard cart.status == 200 else { throw TestFailure("cart update failed: \(cart.text)") }
    let response = try server.send(
      "POST", "/api/v1/checkout/purchase", json: ["delivery": delivery, "payment_type": payment], token: pos.customer)
    guard response.status == 200, let number = (response.json?["order_number"] as? String).flatMap(Int.init) else {
      throw TestFailure("purchase failed: \(response.text)")
    }
    return number
  }

  /// The units of `article` at the staff's shop.
  func shopStock(_ article: String) throws -> Int {
    try stockAdmin.quantity(of: .init(rawValue: article), at: UUID(uuidString: try pos.shopID()))
  }

  /// Every counter that disagrees with its ledger (empty when the books balance).
  func discrepancies() throws -> [String] { try stockAdmin.discrepancies() }

  private var stockAdmin: StockAdmin {
    StockAdmin(database: server.application.database, clock: .constant(server.clock.now))
  }

  /// `status_code|paid` of an order.
  func status(_ number: Int) throws -> String {
    try server.rows("SELECT status_code, paid FROM orders WHERE number = \(number)").first ?? "?"
  }

  /// The account id of the staff member signed in with `token`.
  func staffID(_ token: String) throws -> String {
    try pos.send("GET", "/me", token: token).json?["id"] as? String ?? "?"
  }

  /// A second shop of Novosibirsk (not the staff's).
  func otherShop() throws -> String {
    try server.rows(
      """
      SELECT id FROM stock_locations WHERE kind = 'shop' AND city_id = '\(CheckoutFixture.novosibirsk)'
      AND id <> '\(try pos.shopID())' ORDER BY position
      """
    ).first ?? "?"
  }
}

extension RawHTTPResponse {
  /// The error `code` of an error answer.
  var code: String? { json?["code"] as? String }
}
