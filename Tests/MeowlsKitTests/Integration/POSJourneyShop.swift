import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsServer
import MeowlsTestSupport

/// The seeded demo shop made ready for the POS journeys: a piece good at 1000 ₽ and a loose good at 549 ₽ per kg,
/// both stocked at the demo staff's shop, and a customer who can buy for pick-up there. The test knows the
/// prices, so `OnlineRegister` can price a basket without the quote route (which the offline register's branch
/// adds).
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

/// An online-only `RegisterSales` for the journeys: codes resolved through `GET /pos/stock?barcode=` (a weight
/// barcode's grams read from its digits), priced with the prices the test set, sales sent to `POST /pos/sales`.
/// NB: the real register (snapshot, queue, `POST /pos/sales/quote`) is the offline branch's work.
enum OnlineRegister {
  static func sales(api: APIClient, shop: POSJourneyShop) -> RegisterSales {
    RegisterSales(
      connection: {
        AsyncStream {
          $0.yield(RegisterConnection()); $0.finish()
        }
      },
      quote: { request throws(APIError) in
        var total = Money.zero
        for line in request.lines {
          if let grams = line.grams {
            let kopecks = (POSJourneyShop.loosePricePerKilogram.kopecks * Int64(grams) + 500) / 1000
            total = total + Money(kopecks: kopecks)
          } else {
            total = total + POSJourneyShop.piecePrice * (line.count ?? 1)
          }
        }
        return SaleQuote(discounts: [], lines: [], needsManagerApproval: false, subtotal: total, total: total)
      },
      resolve: { code throws(APIError) in
        let lookup = try await api.send(.stock(StockQuery(barcode: code)))
        let weighed = code.hasPrefix("2")
        let grams = weighed ? Int(code.dropFirst(7).prefix(5)) : nil
        let item = RegisterItem(
          article: lookup.article, id: lookup.variantID, isSoldByWeight: weighed,
          name: "\(lookup.productName), \(lookup.variantName)",
          price: weighed ? POSJourneyShop.loosePricePerKilogram : POSJourneyShop.piecePrice)
        return ScannedItem(code: code, grams: grams, item: item)
      },
      search: { _ throws(APIError) in [] },
      submit: { request, approval throws(APIError) in
        let receipt = try await api.send(
          Endpoint<Receipt>(authorization: .token, managerApproval: approval, route: .pos(.sales(.sell(request)))))
        return .recorded(receipt)
      })
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
