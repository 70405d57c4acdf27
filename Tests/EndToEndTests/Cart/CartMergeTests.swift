import Foundation
import MeowlsTestSupport
import Testing

@Suite struct CartMergeTests {
  func entry(_ article: String, requested: Int, applied: Int, _ reason: String) -> NSDictionary {
    ["article": article, "requested": requested, "applied": applied, "reason": reason]
  }

  @Test func guestLinesAreAddedAndCountsOfAnArticleSummed() throws {
    let shop = try ShopFixture()
    let saved = try shop.update([(shop.cat[0], 1)])
    let response = try shop.merge([(shop.cat[0], 2), (shop.dog, 1), (shop.cat[0], 1)])
    let lines = [(shop.cat[0], 4), (shop.dog, 1)]
    #expect(response.status == 200)
    #expect(response.json == (try shop.expected(response, lines, summaries: plainSummaries(4500), report: [])))
    #expect(response.itemIDs.first == saved.itemIDs.first)
    let current = try shop.current()
    #expect(current.json == (try shop.expected(current, lines, summaries: plainSummaries(4500))))
  }

  @Test func everyLineItHadToChangeIsReported() throws {
    let shop = try ShopFixture()
    try shop.server.setStock(shop.cat[0], 3)
    try shop.server.setStock(shop.cat[1], 0)
    try shop.server.setStock(shop.cat[2], 5)
    _ = try shop.update([(shop.cat[0], 2)])
    let response = try shop.merge([(shop.cat[0], 2), (shop.cat[1], 1), ("NO-SUCH-ARTICLE", 1), (shop.cat[2], 5)])
    let report = [
      entry(shop.cat[0], requested: 4, applied: 3, "В наличии только 3 шт."),
      entry(shop.cat[1], requested: 1, applied: 0, "Нет в наличии"),
      entry("NO-SUCH-ARTICLE", requested: 1, applied: 0, "Товар не найден"),
    ]
    let lines = [(shop.cat[0], 3), (shop.cat[2], 5)]
    #expect(response.json == (try shop.expected(response, lines, summaries: plainSummaries(4245), report: report)))
  }

  @Test func reportReasonsFollowAcceptLanguage() throws {
    let shop = try ShopFixture()
    try shop.server.setStock(shop.cat[0], 1)
    try shop.server.setStock(shop.cat[1], 0)
    let response = try shop.merge([(shop.cat[0], 2), (shop.cat[1], 1), ("X", 1)], language: "en")
    #expect(
      response.json?["merge_report"] as? [NSDictionary] == [
        entry(shop.cat[0], requested: 2, applied: 1, "Only 1 in stock"),
        entry(shop.cat[1], requested: 1, applied: 0, "Out of stock"),
        entry("X", requested: 1, applied: 0, "No such product"),
      ])
  }

  @Test func savedLinesAboveTodaysStockAreCappedToo() throws {
    let shop = try ShopFixture()
    _ = try shop.update([(shop.cat[0], 5)])
    try shop.server.setStock(shop.cat[0], 2)
    let response = try shop.merge([])
    #expect(
      response.json?["merge_report"] as? [NSDictionary] == [
        entry(shop.cat[0], requested: 5, applied: 2, "В наличии только 2 шт.")
      ])
    #expect(try shop.server.rows("SELECT count FROM cart_items") == ["2"])
  }

  @Test func aNewUsersFirstMergeMakesTheCart() throws {
    let shop = try ShopFixture()
    let response = try shop.merge([(shop.dog, 2)])
    #expect(
      response.json == (try shop.expected(response, [(shop.dog, 2)], summaries: plainSummaries(1000), report: [])))
    #expect(try shop.current().json?["items"] as? [NSDictionary] == response.json?["items"] as? [NSDictionary])
  }

  @Test func aPromoCodeSentWithTheMergeIsAppliedOrRefused() throws {
    let shop = try ShopFixture()
    let before = try shop.update([(shop.cat[0], 1)])
    let refused = try shop.merge([(shop.dog, 1)], promo: ["code": "LETO2024"])
    #expect(refused.status == 400 && refused.json?["code"] as? String == "promoCodeExpired")
    #expect(try shop.current().json == before.json)
    let applied = try shop.merge([(shop.dog, 1)], promo: ["code": "WELCOME300"])
    #expect(applied.json?["promo_code"] as? NSDictionary == ["code": "WELCOME300", "is_active": true])
    #expect(applied.json?["summaries"] as? [NSDictionary] == plainSummaries(1500, promo: 300))
  }
}
