import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport

/// A server on the seeded shop with a signed-in customer and four variants of known price and stock: three cat
/// dry foods (covered by the demo code KOTIKI15) and a dog toy.
struct ShopFixture {
  let server: TestServer
  let token: String
  /// Cat dry food at 1000 ₽, 333.33 ₽ and 249 ₽.
  let cat: [String]
  /// A dog toy at 500 ₽.
  let dog: String

  /// `courierMinimum`: the smallest courier order (the contract's 500 ₽ unless a test is about something else);
  /// `now`: the server clock's start.
  init(
    stock: Int = 10, courierMinimum: Money = CheckoutSettings().courierMinimum, now: Date = SeededShop.loadDate
  ) throws {
    server = try TestServer.seeded(now: now) { $0.checkout.courierMinimum = courierMinimum }
    token = try server.registeredToken()
    cat = try server.articles(under: "koshki/korma_sukhie", count: 3)
    dog = try server.articles(under: "sobaki/igrushki", count: 1)[0]
    try server.stock([(cat[0], 100_000, stock), (cat[1], 33_333, stock), (cat[2], 24_900, stock), (dog, 50_000, stock)])
  }

  /// `POST /cart/update` with these lines.
  func update(_ lines: [(String, Int)], promo: [String: Any]? = nil, language: String? = nil) throws -> RawHTTPResponse
  {
    try server.send(
      "POST", "/api/v1/cart/update", json: TestServer.cartBody(lines, promo: promo), token: token, language: language)
  }

  /// `POST /cart/merge` with these guest lines.
  func merge(_ lines: [(String, Int)], promo: [String: Any]? = nil, language: String? = nil) throws -> RawHTTPResponse {
    try server.send(
      "POST", "/api/v1/cart/merge", json: TestServer.cartBody(lines, promo: promo), token: token, language: language)
  }

  /// `POST /cart` (anonymous) with these lines.
  func calculate(_ lines: [(String, Int)], promo: [String: Any]? = nil, token: String? = nil) throws -> RawHTTPResponse
  {
    try server.send("POST", "/api/v1/cart", json: TestServer.cartBody(lines, promo: promo), token: token)
  }

  /// `GET /cart`.
  func current(language: String? = nil) throws -> RawHTTPResponse {
    try server.send("GET", "/api/v1/cart", token: token, language: language)
  }

  /// The promo codes of the server's database.
  var promoCodes: PromoCodeAdmin {
    PromoCodeAdmin(database: server.application.database, clock: .constant(server.clock.now), random: .live)
  }

  /// The whole cart answer expected for `lines` (item ids taken from `response`, which must list the same
  /// articles in the same order).
  func expected(
    _ response: RawHTTPResponse, _ lines: [(String, Int)], summaries: [NSDictionary], promo: [String: Any]? = nil,
    report: [NSDictionary]? = nil
  ) throws -> NSDictionary {
    let ids = response.itemIDs
    var cart: [String: Any] = [
      "id": response.json?["id"] ?? "?", "summaries": summaries,
      "items": try lines.enumerated().map { index, line in
        try server.expectedItem(line.0, count: line.1, id: ids.indices.contains(index) ? ids[index] : nil)
      },
    ]
    cart["promo_code"] = promo
    cart["merge_report"] = report
    return cart as NSDictionary
  }
}

/// `summaries` of a cart without product discounts: items, then the promo code's discount when given, then total.
func plainSummaries(_ items: Double, promo: Double? = nil, english: Bool = false) -> [NSDictionary] {
  var lines = [summary(english ? "Items without discount" : "Товары без скидки", "ITEMS_WITHOUT_DISCOUNT", items)]
  if let promo { lines.append(summary(english ? "Promo code" : "Промокод", "PROMO_DISCOUNT", promo)) }
  let kopecks = Int((items * 100).rounded()) - Int(((promo ?? 0) * 100).rounded())
  lines.append(summary(english ? "Total" : "Итого:", "TOTAL", Double(max(kopecks, 0)) / 100))
  return lines
}
