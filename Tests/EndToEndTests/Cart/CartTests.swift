import Foundation
import MeowlsTestSupport
import Testing

@Suite struct CartTests {
  @Test func aCartNeverUpdatedAnswersTheSyntheticTotal() throws {
    let shop = try ShopFixture()
    let first = try shop.current()
    let id = first.json?["id"] as? String
    #expect(first.status == 200)
    #expect(first.json == ["id": id ?? "?", "items": [], "summaries": [summary("Итого", "TOTAL", 0)]])
    #expect(
      try shop.current(language: "en").json == [
        "id": id ?? "?", "items": [], "summaries": [summary("Total", "TOTAL", 0)],
      ])
    #expect(try shop.server.rows("SELECT id, updated_at FROM carts") == ["\(id ?? "?")|NULL"])
  }

  @Test func updateSavesTheCartWithProductDiscountsInExactMoney() throws {
    let shop = try ShopFixture()
    try shop.server.setPrice(shop.cat[0], original: 100_000, price: 69_000, discount: 31)
    let lines = [(shop.cat[0], 2), (shop.cat[1], 3)]
    let response = try shop.update(lines)
    let summaries = [
      summary("Товары без скидки", "ITEMS_WITHOUT_DISCOUNT", 2999.99), summary("Размер скидки", "DISCOUNT", 620),
      summary("Итого:", "TOTAL", 2379.99),
    ]
    #expect(response.status == 200)
    #expect(response.json == (try shop.expected(response, lines, summaries: summaries)))
    #expect(try shop.current().json == response.json)
  }

  @Test func updateMakesTheCartEqualToTheRequest() throws {
    let shop = try ShopFixture()
    let first = try shop.update([(shop.cat[0], 1), (shop.cat[1], 1)])
    let lines = [(shop.cat[2], 2), (shop.cat[1], 4)]
    let second = try shop.update([(shop.cat[2], 2), (shop.cat[1], 4), (shop.cat[0], 0)])
    #expect(second.json == (try shop.expected(second, lines, summaries: plainSummaries(1831.32))))
    #expect(second.json?["id"] as? String == first.json?["id"] as? String)
    #expect(second.itemIDs[1] == first.itemIDs[1] && !first.itemIDs.contains(second.itemIDs[0]))
  }

  @Test func theSavedCartKeepsTheOrderOfEachUpdateWhenOnlySomeLinesAreWritten() throws {
    let shop = try ShopFixture()
    let (a, b, c) = (shop.cat[0], shop.cat[1], shop.cat[2])
    // NB: a line replaced at the end keeps the others' stored positions; a reorder renumbers every line.
    for lines in [[(a, 1), (b, 1)], [(b, 1), (c, 2)], [(c, 2), (b, 3)], [(shop.dog, 1), (c, 2), (b, 3)]] {
      _ = try shop.update(lines)
      let saved = try shop.current()
      let expected = try shop.expected(saved, lines, summaries: [])
      #expect(saved.json?["items"] as? [NSDictionary] == expected["items"] as? [NSDictionary], "\(lines)")
    }
  }

  @Test func duplicateArticlesAreSummedAndNoLinesEmptyTheCart() throws {
    let shop = try ShopFixture()
    let summed = try shop.update([(shop.cat[0], 1), (shop.dog, 1), (shop.cat[0], 2), (shop.dog, -1)])
    let lines = [(shop.cat[0], 3), (shop.dog, 1)]
    #expect(summed.json == (try shop.expected(summed, lines, summaries: plainSummaries(3500))))
    let emptied = try shop.update([])
    #expect(emptied.json == (try shop.expected(emptied, [], summaries: [summary("Итого:", "TOTAL", 0)])))
    #expect(try shop.server.rows("SELECT COUNT(*) FROM cart_items") == ["0"])
  }

  @Test func anUnknownArticleIsAClientMistakeAndChangesNothing() throws {
    let shop = try ShopFixture()
    let before = try shop.update([(shop.cat[0], 1)])
    let response = try shop.update([(shop.cat[1], 1), ("NO-SUCH-ARTICLE", 2)])
    #expect(response.status == 400)
    #expect(
      response.json == [
        "code": "productVariantNotFound", "reason": "Product variant not found.",
        "failures": [["field": "Article", "failure": "NO-SUCH-ARTICLE"]],
      ])
    #expect(try shop.current().json == before.json)
  }

  /// The body of a quantity error naming one product and the quantity available.
  func shortage(_ code: String, _ reason: String, _ name: String, available: Int) -> NSDictionary {
    [
      "code": code, "reason": reason,
      "failures": [["field": name, "failure": "\"\(name)\" is available in quantity \(available) items"]],
    ]
  }

  @Test func aNewLineAboveStockIsProductUnavailableWithTheQuantityAvailable() throws {
    let shop = try ShopFixture()
    try shop.server.setStock(shop.cat[0], 3)
    let before = try shop.update([(shop.cat[1], 1)])
    let response = try shop.update([(shop.cat[1], 2), (shop.cat[0], 4)])
    let reason = "The requested product is not available in the specified quantity."
    #expect(response.status == 400)
    #expect(
      response.json == shortage("productUnavailable", reason, try shop.server.productName(shop.cat[0]), available: 3))
    #expect(try shop.current().json == before.json)
  }

  @Test func aLineAlreadyInTheCartAboveStockIsOneProductUnavailable() throws {
    let shop = try ShopFixture()
    let name = try shop.server.productName(shop.cat[0])
    let reason = "One of the products is not available for ordering in the specified quantity."
    try shop.server.setStock(shop.cat[0], 3)
    let before = try shop.update([(shop.cat[0], 2)])
    let raised = try shop.update([(shop.cat[0], 5)])
    #expect(raised.status == 400 && raised.json == shortage("oneProductUnavailable", reason, name, available: 3))
    try shop.server.setStock(shop.cat[0], 1)
    let unchangedLine = try shop.update([(shop.cat[0], 2), (shop.cat[1], 1)])
    #expect(unchangedLine.json == shortage("oneProductUnavailable", reason, name, available: 1))
    #expect(try shop.current().itemIDs == before.itemIDs)
  }

  @Test func aFailedUpdateLeavesNoPartialRows() throws {
    let shop = try ShopFixture()
    _ = try shop.update([(shop.cat[0], 1)])
    let rows = "SELECT i.id, i.count, i.position, c.updated_at FROM cart_items i JOIN carts c ON c.id = i.cart_id"
    let before = try shop.server.rows(rows)
    shop.server.clock.advance(by: 60)
    #expect(try shop.update([(shop.cat[1], 1), (shop.cat[0], 2), (shop.cat[2], 100)]).status == 400)
    #expect(try shop.update([(shop.cat[1], 1)], promo: ["code": "NOPE"]).status == 400)
    #expect(try shop.server.rows(rows) == before)
  }

  @Test func itemsAndTotalsShowTheCurrentPriceAndStock() throws {
    let shop = try ShopFixture()
    _ = try shop.update([(shop.cat[0], 2)])
    try shop.server.setPrice(shop.cat[0], original: 100_000, price: 80_000, discount: 20)
    try shop.server.setStock(shop.cat[0], 7)
    let response = try shop.current()
    let summaries = [
      summary("Товары без скидки", "ITEMS_WITHOUT_DISCOUNT", 2000), summary("Размер скидки", "DISCOUNT", 400),
      summary("Итого:", "TOTAL", 1600),
    ]
    #expect(response.json == (try shop.expected(response, [(shop.cat[0], 2)], summaries: summaries)))
    let item = (response.json?["items"] as? [NSDictionary])?.first
    #expect((item?["availability_info"] as? NSDictionary)?["count"] as? Int == 7)
  }

  @Test func aStockChangeAloneShowsInTheNextCartReadAndUpdate() throws {
    let shop = try ShopFixture()
    _ = try shop.update([(shop.cat[0], 2), (shop.cat[1], 1)])
    try shop.server.setStock(shop.cat[0], 7)
    let read = try shop.current().json?["items"] as? [NSDictionary] ?? []
    #expect(read.map { ($0["availability_info"] as? NSDictionary)?["count"] as? Int } == [7, 10])
    try shop.server.setStock(shop.cat[1], 0)
    let refused = try shop.update([(shop.cat[0], 2), (shop.cat[1], 1)])
    #expect(refused.status == 400 && refused.json?["code"] as? String == "oneProductUnavailable", "\(refused.text)")
  }

  @Test func summaryNamesFollowAcceptLanguage() throws {
    let shop = try ShopFixture()
    try shop.server.setPrice(shop.cat[0], original: 100_000, price: 90_000, discount: 10)
    let response = try shop.update([(shop.cat[0], 1)], promo: ["code": "MEOW10"], language: "en-GB, ru;q=0.5")
    #expect(
      response.json?["summaries"] as? [NSDictionary] == [
        summary("Items without discount", "ITEMS_WITHOUT_DISCOUNT", 1000), summary("Discount", "DISCOUNT", 100),
        summary("Promo code", "PROMO_DISCOUNT", 90), summary("Total", "TOTAL", 810),
      ])
  }

  @Test func savedCartRoutesNeedAValidToken() throws {
    let shop = try ShopFixture()
    let body = TestServer.cartBody([(shop.cat[0], 1)])
    let routes: [(String, String, Any?)] = [
      ("GET", "/api/v1/cart", nil), ("POST", "/api/v1/cart/update", body), ("POST", "/api/v1/cart/merge", body),
    ]
    for (method, path, json) in routes {
      let response = try shop.server.send(method, path, json: json)
      #expect(response.status == 401 && response.json?["code"] as? String == "abortError", "\(path)")
    }
    shop.server.clock.advance(by: 25 * 3600)
    for (method, path, json) in routes {
      let response = try shop.server.send(method, path, json: json, token: shop.token)
      #expect(response.status == 401 && response.json?["code"] as? String == "Unauthorized", "\(path)")
    }
  }

  @Test func aBodyWithoutSaveIsADecodingError() throws {
    let shop = try ShopFixture()
    let response = try shop.server.send("POST", "/api/v1/cart/update", json: ["cart": ["items": []]], token: shop.token)
    #expect(response.status == 400 && response.json?["code"] as? String == "abortError")
  }

  @Test func cartsBelongToTheirUser() throws {
    let shop = try ShopFixture()
    _ = try shop.update([(shop.cat[0], 1)])
    let other = try shop.server.registeredToken(["phone": "79130000002", "email": "second@example.com"])
    let response = try shop.server.send("GET", "/api/v1/cart", token: other)
    #expect((response.json?["items"] as? [Any])?.isEmpty == true)
    #expect(response.json?["id"] as? String != (try shop.current().json?["id"] as? String))
  }
}
