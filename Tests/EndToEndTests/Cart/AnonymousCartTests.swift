import Foundation
import MeowlsTestSupport
import Testing

@Suite struct AnonymousCartTests {
  /// Row counts of every table a cart request could write.
  func footprint(_ shop: ShopFixture) throws -> [String] {
    try shop.server.rows(
      """
      SELECT (SELECT COUNT(*) FROM carts), (SELECT COUNT(*) FROM cart_items), (SELECT COUNT(*) FROM users),
        (SELECT COUNT(*) FROM sessions), (SELECT COUNT(*) FROM favorites), (SELECT COUNT(*) FROM promo_codes),
        (SELECT COUNT(*) FROM promo_code_redemptions), (SELECT stock FROM catalog_revision),
        (SELECT SUM(quantity) FROM stock_levels)
      """)
  }

  @Test func theCartIsComputedInMemoryWithFreshIdsAndNothingIsWritten() throws {
    let shop = try ShopFixture()
    let before = try footprint(shop)
    let lines = [(shop.cat[0], 2), (shop.dog, 1)]
    let first = try shop.calculate(lines)
    let second = try shop.calculate(lines)
    #expect(first.status == 200)
    #expect(first.json == (try shop.expected(first, lines, summaries: plainSummaries(2500))))
    #expect(first.json?["id"] as? String != second.json?["id"] as? String)
    #expect(Set(first.itemIDs).isDisjoint(with: second.itemIDs))
    #expect(try footprint(shop) == before)
  }

  @Test func noLinesTotalZero() throws {
    let shop = try ShopFixture()
    let response = try shop.calculate([])
    #expect(response.json == (try shop.expected(response, [], summaries: [summary("Итого:", "TOTAL", 0)])))
  }

  @Test func errorsAreTheContractsAndWriteNothing() throws {
    let shop = try ShopFixture()
    try shop.server.setStock(shop.dog, 2)
    let before = try footprint(shop)
    let unknown = try shop.calculate([("NO-SUCH-ARTICLE", 1)])
    #expect(unknown.status == 400 && unknown.json?["code"] as? String == "productVariantNotFound")
    let short = try shop.calculate([(shop.cat[0], 1), (shop.dog, 3)])
    let name = try shop.server.productName(shop.dog)
    #expect(short.status == 400)
    #expect(
      short.json == [
        "code": "productUnavailable", "reason": "The requested product is not available in the specified quantity.",
        "failures": [["field": name, "failure": "\"\(name)\" is available in quantity 2 items"]],
      ])
    let promo = try shop.calculate([(shop.cat[0], 1)], promo: ["code": "NOPE"])
    #expect(promo.status == 400 && promo.json == ["code": "promoCodeNotFound", "reason": "Promo code not found."])
    #expect(try footprint(shop) == before)
  }

  @Test func anyAuthorizationHeaderIsIgnored() throws {
    let shop = try ShopFixture()
    #expect(try shop.calculate([(shop.cat[0], 1)], token: "not-a-token").status == 200)
    #expect(try shop.calculate([(shop.cat[0], 1)], token: shop.token).status == 200)
    #expect(try shop.server.rows("SELECT COUNT(*) FROM carts") == ["0"])
  }

  @Test func promoCodesApplyAndAGuestMayPreviewAOncePerUserCode() throws {
    let shop = try ShopFixture()
    let meow = try shop.calculate([(shop.cat[0], 1)], promo: ["code": "meow10"])
    #expect(meow.json?["promo_code"] as? NSDictionary == ["code": "MEOW10", "is_active": true])
    #expect(meow.json?["summaries"] as? [NSDictionary] == plainSummaries(1000, promo: 100))
    let first = try shop.calculate([(shop.cat[0], 1)], promo: ["code": "FIRST"])
    #expect(first.json?["summaries"] as? [NSDictionary] == plainSummaries(1000, promo: 200))
  }
}
