import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsServer
import MeowlsTestSupport

/// The seeded demo shop made ready for the POS journeys: a piece good at 1000 ₽ and a loose good at 549 ₽ per kg,
/// both stocked at the demo staff's shop, and a customer who can buy for pick-up there.
struct POSJourneyShop {
  let server: TestServer
  /// The piece good's article and EAN-13.
  let piece: (article: Article, barcode: String)
  /// The loose good's article and PLU.
  let loose: (article: Article, plu: Int)
  let shop: UUID
  /// The shop's id as the database writes it.
  let shopText: String

  static let piecePrice = Money(rubles: 1000)
  static let loosePricePerKilogram = Money(rubles: 549)

  init(server: TestServer) throws {
    self.server = server
    shopText = try Self.rows(
      server, "SELECT shop_id FROM staff_assignments a JOIN users u ON u.id = a.user_id WHERE u.role = 'manager'"
    ).first.unwrap("the demo staff's shop")
    shop = try UUID(uuidString: shopText).unwrap("the shop's id")
    let pieceRow = try Self.rows(
      server,
      "SELECT v.article, v.barcode FROM product_variants v WHERE v.barcode IS NOT NULL AND v.id NOT IN "
        + "(SELECT variant_id FROM variant_plu_codes) ORDER BY v.article LIMIT 1"
    ).first.unwrap("a piece good").split(separator: "|").map(String.init)
    piece = (Article(rawValue: pieceRow[0]), pieceRow[1])
    let looseRow = try Self.rows(
      server,
      "SELECT v.article, p.plu FROM variant_plu_codes p JOIN product_variants v ON v.id = p.variant_id "
        + "WHERE p.price_per_kg_kopecks IS NOT NULL ORDER BY p.plu LIMIT 1"
    ).first.unwrap("a loose good").split(separator: "|").map(String.init)
    loose = (Article(rawValue: looseRow[0]), Int(looseRow[1]) ?? 0)
    _ = try Self.rows(
      server,
      "UPDATE variant_prices SET original_kopecks = 100000, price_kopecks = 100000, discount_percent = NULL "
        + "WHERE variant_id = (SELECT id FROM product_variants WHERE article = '\(piece.article.rawValue)')")
    _ = try Self.rows(server, "UPDATE variant_plu_codes SET price_per_kg_kopecks = 54900 WHERE plu = \(loose.plu)")
    let admin = StockAdmin(database: server.application.database, clock: .constant(server.clock.now))
    try admin.count(piece.article, quantity: 20)
    try admin.count(piece.article, at: shop, quantity: 10)
    try admin.count(loose.article, at: shop, quantity: 3)
  }

  /// A weight barcode of the loose good: `20 PPPPP WWWWW C`.
  func weightBarcode(grams: Int) -> String {
    EAN13(body: "20" + String(format: "%05d", loose.plu) + String(format: "%05d", grams))!.rawValue
  }

  /// The customer signed in with `token` buys `count` of the piece good for pick-up at the shop, unpaid (cash at
  /// the counter); the order's number.
  func pickupOrder(count: Int = 1, token: String) throws -> OrderNumber {
    let cart = try send(
      "POST", "/api/v1/cart/update",
      ["cart": ["items": [["article": piece.article.rawValue, "count": count]], "save": true]], token: token)
    guard cart.status == 200 else { throw JourneyFailure(description: "cart: \(cart.text)") }
    let purchase = try send(
      "POST", "/api/v1/checkout/purchase",
      ["delivery": ["type": "self_pickup", "pickup_point_id": shopText], "payment_type": "cash"],
      token: token)
    let number = try ((purchase.json?["order_number"] as? String).flatMap(Int.init)).unwrap(
      "purchase: \(purchase.text)")
    return OrderNumber(number)
  }

  private func send(_ method: String, _ path: String, _ json: [String: Any], token: String? = nil) throws
    -> RawHTTPResponse
  {
    var headers = [("Content-Type", "application/json")]
    if let token { headers.append(("Authorization", "Token \(token)")) }
    return try server.request(
      method, path, headers: headers, body: Array(try JSONSerialization.data(withJSONObject: json)))
  }

  static func rows(_ server: TestServer, _ sql: String) throws -> [String] {
    try server.application.database.withConnection { connection in
      try connection.query(sql).map { row in
        row.values.map { value in
          switch value {
          case .null: "NULL"
          case .integer(let number): String(number)
          case .real(let number): String(number)
          case .text(let text): text
          case .blob(let bytes): bytes.map { String($0) }.joined(separator: ",")
          }
        }.joined(separator: "|")
      }
    }
  }
}

/// The register's sales as the app wires them (`RegisterSales.live`): the shop's catalogue snapshot fetched from
/// `GET /pos/catalogue`, codes resolved from it, baskets priced by `POST /pos/sales/quote`, sales through the
/// durable queue's `OfflineRegister` to `POST /pos/sales`; its storage in memory.
enum OnlineRegister {
  static func sales(api: APIClient, now: @escaping @Sendable () -> Date) async throws -> RegisterSales {
    let storage = InMemoryRegisterStorage()
    let catalogue = ShopCatalogue(storage: storage)
    try await catalogue.refresh { query throws(APIError) in try await api.send(.registerCatalogue(query)) }
    let register = try OfflineRegister(
      dependencies: .live(api: api, catalogue: catalogue, storage: storage, now: now))
    var sales = RegisterSales.live(api: api, catalogue: catalogue, register: register)
    // NB: a screen watches for the next change of the connection, which a register that stays online never sends,
    // so `settle()` would wait for ever; the journeys see the register's state as it is and the watch ends.
    let state = register.state
    sales.connection = {
      AsyncStream {
        $0.yield(state.value)
        $0.finish()
      }
    }
    return sales
  }
}

extension Optional {
  /// The value, or a failure naming what was missing.
  func unwrap(_ what: String) throws -> Wrapped {
    guard let self else { throw JourneyFailure(description: "missing \(what)") }
    return self
  }
}

struct JourneyFailure: Error, CustomStringConvertible {
  var description: String
}
