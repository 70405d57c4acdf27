import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport

/// The demo staff's shop ready to sell (`POSFixture`): two cat dry foods at 1000 ₽ and 333.33 ₽ (10 of each in the
/// shop) and a loose good at 549 ₽ per kg (3 packs of 1 kg in the shop), and a shift open on its register with a
/// 5000 ₽ float. Both the cashier and the manager have unlocked the register with their PINs.
struct SaleFixture {
  let pos: POSFixture
  /// The two piece goods' articles.
  let food: [String]
  /// The loose good's article and PLU.
  let loose: (article: String, plu: Int)
  let shift: String
  let shop: UUID
  var server: TestServer { pos.server }

  /// `cardTerminal`: the shop's card terminal; nil for the live server's simulated one. `configure` changes the
  /// server's settings; `now`: the server clock's start.
  init(
    stock: Int = 10, cardTerminal: CardTerminal? = nil, fiscalRegistrar: (any FiscalRegistrar)? = nil,
    now: Date = SeededShop.loadDate, configure: (inout ServerSettings) -> Void = { _ in }
  ) throws {
    pos = try POSFixture(
      cardTerminal: cardTerminal, fiscalRegistrar: fiscalRegistrar, now: now, configure: configure)
    shop = try requireUUID(try pos.shopID())
    food = try pos.server.articles(under: "koshki/korma_sukhie", count: 2)
    let plu =
      try pos.server.rows(
        "SELECT v.article, p.plu FROM variant_plu_codes p JOIN product_variants v ON v.id = p.variant_id "
          + "WHERE p.price_per_kg_kopecks IS NOT NULL ORDER BY p.plu LIMIT 1"
      ).first?.split(separator: "|").map(String.init) ?? []
    loose = (plu.first ?? "?", Int(plu.last ?? "") ?? 0)
    try pos.server.setPrice(food[0], original: 100_000, price: 100_000)
    try pos.server.setPrice(food[1], original: 33_333, price: 33_333)
    try pos.server.setStock(food[0], stock, at: shop)
    try pos.server.setStock(food[1], stock, at: shop)
    try pos.server.setStock(loose.article, 3, at: shop)
    _ = try pos.server.rows("UPDATE variant_plu_codes SET price_per_kg_kopecks = 54900 WHERE plu = \(loose.plu)")
    shift = try pos.openShift()
    try pos.unlockForWork(pos.manager)
  }

  /// `POST /pos/sales` with a fresh id unless given.
  func sell(
    _ lines: [[String: Any]], cash: Double? = nil, card: Double? = nil, id: String = UUID().uuidString,
    extra: [String: Any] = [:], token: String? = nil, headers: [(String, String)] = []
  ) throws -> RawHTTPResponse {
    try pos.send(
      "POST", "/sales", json: body(lines, cash: cash, card: card, id: id, extra: extra),
      token: token ?? pos.cashier, headers: headers)
  }

  /// A sale body.
  func body(
    _ lines: [[String: Any]], cash: Double? = nil, card: Double? = nil, id: String = UUID().uuidString,
    extra: [String: Any] = [:]
  ) throws -> [String: Any] {
    var payment: [String: Any] = [:]
    payment["cash"] = cash
    payment["card"] = card
    let body: [String: Any] = ["id": id, "register_id": try pos.registerID(), "lines": lines, "payment": payment]
    return body.merging(extra) { $1 }
  }

  /// The units of `article` in the shop.
  func stock(_ article: String) throws -> Int {
    try StockAdmin(database: server.application.database, clock: .constant(server.clock.now)).quantity(
      of: Article(rawValue: article), at: shop)
  }

  /// Every stock counter that disagrees with its ledger (empty when the books balance).
  func discrepancies() throws -> [String] {
    try StockAdmin(database: server.application.database, clock: .constant(server.clock.now)).discrepancies()
  }

  /// The product and variant name of an article as a receipt prints it.
  func name(_ article: String) throws -> String {
    let parts =
      try server.rows(
        "SELECT p.name, v.short_name FROM product_variants v JOIN products p ON p.id = v.product_id "
          + "WHERE v.article = '\(article)'"
      ).first?.split(separator: "|", omittingEmptySubsequences: false).map(String.init) ?? ["?", ""]
    return parts[1].isEmpty ? parts[0] : "\(parts[0]), \(parts[1])"
  }

  /// A weight barcode of the loose good: `2` `0` PLU grams check.
  func weightBarcode(grams: Int) -> String {
    let body = "20" + String(format: "%05d", loose.plu) + String(format: "%05d", grams)
    return EAN13(body: body)?.rawValue ?? "?"
  }
}

/// `UUID(uuidString:)` or a test failure.
func requireUUID(_ text: String) throws -> UUID {
  guard let uuid = UUID(uuidString: text) else { throw TestFailure("not a UUID: \(text)") }
  return uuid
}
