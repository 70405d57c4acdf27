import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport

/// The seeded shop with something behind every route (`SaleFixture`'s open shift and foods, a counter sale, a
/// pick-up and a courier order of the customer), and one real request of every `APIRoute` case against it.
///
/// Every seed carries the optional fields its body can hold, so the hostile variants reach every number and text a
/// client can send, not only the required ones.
struct HostileWorld {
  /// One request: the route and who sends it.
  struct Seed {
    var route: APIRoute
    var headers: [(String, String)]
    /// Run before each variant, to give it what the previous one used up (a filled cart).
    var prepare: (() throws -> Void)? = nil
  }

  let sale: SaleFixture
  let receipt: Int
  /// A return of one piece of the receipt's first line.
  let returnNumber: Int
  let pickupOrder: Int
  let courierOrder: Int
  /// A pick-up order the customer cancels.
  let cancelledOrder: Int
  /// Two more customers: one refreshes its token, one logs out.
  let otherCustomers: [String]
  var server: TestServer { sale.server }
  var pos: POSFixture { sale.pos }

  init() throws {
    sale = try SaleFixture(stock: 50)
    let sold = try sale.sell(
      [["code": sale.food[0], "count": 3], ["code": String(sale.loose.plu), "grams": 500]], cash: 5000)
    guard let number = sold.json?["number"] as? Int else { throw TestFailure("sale failed: \(sold.text)") }
    receipt = number
    let returned = try sale.returnSale(receipt: number, lines: [["line": 1, "count": 1]], token: sale.pos.manager)
    guard let returnNumber = returned.json?["number"] as? Int else {
      throw TestFailure("return failed: \(returned.text)")
    }
    self.returnNumber = returnNumber
    try sale.server.setStock(sale.food[1], 50)
    pickupOrder = try Self.buy(sale, ["type": "self_pickup", "pickup_point_id": try sale.pos.shopID()])
    courierOrder = try Self.buy(sale, try Self.courierDelivery(sale.server))
    cancelledOrder = try Self.buy(sale, ["type": "self_pickup", "pickup_point_id": try sale.pos.shopID()])
    let server = sale.server
    otherCustomers = try ["79130000301", "79130000302"].map {
      try server.registeredToken(["phone": $0, "email": "\($0)@example.com"])
    }
  }

  /// Fills the customer's cart with one food.
  func fillCart() throws {
    _ = try server.send(
      "POST", "/api/v1/cart/update", json: TestServer.cartBody([(sale.food[1], 2)]), token: pos.customer)
  }

  static func buy(_ sale: SaleFixture, _ delivery: [String: Any]) throws -> Int {
    let server = sale.server
    let cart = try server.send(
      "POST", "/api/v1/cart/update", json: TestServer.cartBody([(sale.food[1], 2)]), token: sale.pos.customer)
    guard cart.status == 200 else { throw TestFailure("cart update failed: \(cart.text)") }
    let response = try server.send(
      "POST", "/api/v1/checkout/purchase", json: ["delivery": delivery, "payment_type": "cash"],
      token: sale.pos.customer)
    guard let number = (response.json?["order_number"] as? String).flatMap(Int.init) else {
      throw TestFailure("purchase failed: \(response.text)")
    }
    return number
  }

  /// A courier delivery to Novosibirsk on 16.01.2027, 10:00–14:00 (the fixtures' clock: 2027-01-15).
  static func courierDelivery(_ server: TestServer) throws -> [String: Any] {
    let interval =
      try server.rows("SELECT id, ends_at FROM delivery_time_intervals WHERE starts_at = '10:00'")
      .first?.split(separator: "|").map(String.init) ?? ["?", "?"]
    return [
      "type": "courier", "delivery_date": "16.01.2027",
      "delivery_time_interval": ["id": interval[0], "from": "10:00", "to": interval[1]],
      "address": [
        "city": ["id": CheckoutFixture.novosibirsk, "name": "Новосибирск"], "street": "улица Ленина", "house": "1",
        "flat": "12", "entrance": "2", "floor": "3", "location": ["latitude": 55.03, "longitude": 82.92],
      ],
    ]
  }

  /// `Authorization` of a token.
  static func bearer(_ token: String) -> [(String, String)] { [("Authorization", "Token \(token)")] }

  /// HTTP Basic credentials.
  static func basic(_ phone: String, _ password: String) -> [(String, String)] {
    [("Authorization", "Basic \(Data("\(phone):\(password)".utf8).base64EncodedString())")]
  }

  /// One request of every case of `APIRoute`, the ones that end a session or a shift last.
  func seeds() throws -> [Seed] {
    try storeSeeds() + posSeeds() + adminSeeds() + closingSeeds()
  }
}
