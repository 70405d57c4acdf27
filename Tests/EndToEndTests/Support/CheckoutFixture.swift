import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport

/// The seeded shop with a signed-in customer (`ShopFixture`) and what a checkout needs: Novosibirsk, its courier
/// slots and its shops.
///
/// The server's clock starts at 2027-01-15 08:00 UTC, 15:00 in Novosibirsk: no window of today starts five hours
/// later, so the first courier day is 16.01.2027.
struct CheckoutFixture {
  static let novosibirsk = "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456"
  static let moscow = "0C5B2444-70A0-4932-980C-B4DC0D3F02B5"

  let shop: ShopFixture
  var server: TestServer { shop.server }
  var token: String { shop.token }

  /// `courierMinimum`: `.zero` for tests of orders, not of the minimum, that buy one cheap food by courier; `now`:
  /// the server clock's start.
  init(
    stock: Int = 10, courierMinimum: Money = CheckoutSettings().courierMinimum, now: Date = SeededShop.loadDate
  ) throws {
    shop = try ShopFixture(stock: stock, courierMinimum: courierMinimum, now: now)
  }

  /// The date (`dd.MM.yyyy`) in Novosibirsk `days` days after the server clock's day there: a courier day for 1…3.
  func courierDate(daysAhead days: Int = 2) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "dd.MM.yyyy"
    formatter.timeZone = TimeZone(identifier: "Asia/Novosibirsk")
    return formatter.string(from: server.clock.now.addingTimeInterval(Double(days) * 86_400))
  }

  /// The courier windows of the demo shop, by start time, with their ids.
  func interval(_ from: String) throws -> [String: String] {
    let row = try server.rows("SELECT id, ends_at FROM delivery_time_intervals WHERE starts_at = '\(from)'")
    let parts = row.first?.split(separator: "|").map(String.init) ?? ["?", "?"]
    return ["id": parts[0], "from": from, "to": parts[1]]
  }

  /// A courier `delivery` to Novosibirsk on `date` (`dd.MM.yyyy`) in the window starting at `from`.
  func courier(date: String = "16.01.2027", from: String = "10:00", flat: String? = "12") throws -> [String: Any] {
    var address: [String: Any] = [
      "city": ["id": Self.novosibirsk, "name": "Новосибирск"], "street": "улица Ленина", "house": "1",
    ]
    address["flat"] = flat
    return [
      "type": "courier", "delivery_date": date, "delivery_time_interval": try interval(from), "address": address,
    ]
  }

  /// A pick-up `delivery` at a shop.
  func pickup(_ shop: String) -> [String: Any] {
    ["type": "self_pickup", "pickup_point_id": shop]
  }

  /// The ids of Novosibirsk's shops, in catalogue order.
  func shops() throws -> [String] {
    try server.rows(
      "SELECT id FROM stock_locations WHERE kind = 'shop' AND city_id = '\(Self.novosibirsk)' ORDER BY position")
  }

  /// The checkout body: `{delivery, payment_type?, comment?}`.
  static func body(_ delivery: [String: Any], payment: String? = "card", comment: String? = nil) -> [String: Any] {
    var body: [String: Any] = ["delivery": delivery]
    body["payment_type"] = payment
    body["comment"] = comment
    return body
  }

  /// `POST /checkout/purchase`, with `Idempotency-Key` when given.
  func purchase(
    _ body: [String: Any], key: String? = nil, token: String? = nil, on client: RawHTTPClient? = nil
  ) throws -> RawHTTPResponse {
    try purchase(json: try Self.json(body), key: key, token: token, on: client)
  }

  /// `POST /checkout/purchase` with a body already encoded (threads share it).
  func purchase(
    json: [UInt8], key: String? = nil, token: String? = nil, on client: RawHTTPClient? = nil
  ) throws -> RawHTTPResponse {
    var headers = [("Authorization", "Token \(token ?? self.token)"), ("Content-Type", "application/json")]
    if let key { headers.append(("Idempotency-Key", key)) }
    return try (client ?? server.connect()).request("POST", "/api/v1/checkout/purchase", headers: headers, body: json)
  }

  static func json(_ body: [String: Any]) throws -> [UInt8] {
    Array(try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]))
  }

  /// Fills the cart and buys it by courier; returns the order number.
  func order(_ lines: [(String, Int)], payment: String = "card", token: String? = nil) throws -> Int {
    let cart = try server.send(
      "POST", "/api/v1/cart/update", json: TestServer.cartBody(lines), token: token ?? self.token)
    guard cart.status == 200 else { throw TestFailure("cart update failed: \(cart.text)") }
    let response = try purchase(Self.body(try courier(), payment: payment), token: token)
    guard response.status == 200, let number = (response.json?["order_number"] as? String).flatMap(Int.init) else {
      throw TestFailure("purchase failed: \(response.text)")
    }
    return number
  }

  /// The warehouse stock of an article.
  func stock(_ article: String, at location: UUID? = nil) throws -> Int {
    try StockAdmin(database: server.application.database, clock: .constant(server.clock.now)).quantity(
      of: .init(rawValue: article), at: location)
  }

  /// Every counter that disagrees with its ledger (empty when the books balance).
  func discrepancies() throws -> [String] {
    try StockAdmin(database: server.application.database, clock: .constant(server.clock.now)).discrepancies()
  }
}
