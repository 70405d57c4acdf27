import Foundation
import MeowlsTestSupport
import Testing

@Suite struct OrderRepeatTests {
  func repeatOrder(_ fixture: CheckoutFixture, language: String? = nil) throws -> RawHTTPResponse {
    try fixture.server.send("POST", "/api/v1/orders/1000001/repeat", token: fixture.token, language: language)
  }

  @Test func aRepeatAddsTheLinesToTheCartCappedByStockWithAReport() throws {
    let fixture = try CheckoutFixture()
    let shop = fixture.shop
    _ = try fixture.order([(shop.cat[0], 2), (shop.dog, 1)])
    _ = try shop.update([(shop.cat[0], 1), (shop.cat[1], 1)])
    try fixture.server.setStock(shop.dog, 0)
    try fixture.server.setStock(shop.cat[0], 2)
    let order = try fixture.server.send("GET", "/api/v1/orders/1000001", token: fixture.token).json
    #expect(order?["repeat_allowed"] as? Bool == false)
    let response = try repeatOrder(fixture)
    #expect(response.status == 200)
    #expect(
      response.json
        == (try shop.expected(
          response, [(shop.cat[0], 2), (shop.cat[1], 1)], summaries: plainSummaries(2333.33),
          report: [
            ["article": shop.cat[0], "requested": 3, "applied": 2, "reason": "В наличии только 2 шт."],
            ["article": shop.dog, "requested": 1, "applied": 0, "reason": "Нет в наличии"],
          ])))
    #expect(try shop.current().json?["merge_report"] == nil)
  }

  @Test func aRepeatOfAnOrderInStockIsAllowedAndReportsNothing() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.order([(fixture.shop.cat[0], 2)])
    let order = try fixture.server.send("GET", "/api/v1/orders/1000001", token: fixture.token).json
    #expect(order?["repeat_allowed"] as? Bool == true)
    let response = try repeatOrder(fixture, language: "en")
    #expect(
      response.json
        == (try fixture.shop.expected(
          response, [(fixture.shop.cat[0], 2)], summaries: plainSummaries(2000, english: true), report: [])))
  }

  @Test func listingsShowTheStockAnOrderLeftAndACancelReturned() throws {
    let fixture = try CheckoutFixture()
    let product = try fixture.server.rows(
      "SELECT product_id FROM product_variants WHERE article = '\(fixture.shop.cat[0])'")[0]
    func listed() throws -> Int? {
      let page = try fixture.server.get("/api/v1/products?products_ids=\(product)").json
      let variants = ((page?["results"] as? [NSDictionary])?.first?["variants"] as? [NSDictionary]) ?? []
      let variant = variants.first { $0["article"] as? String == fixture.shop.cat[0] }
      return (variant?["availability_info"] as? NSDictionary)?["count"] as? Int
    }
    #expect(try listed() == 10)
    _ = try fixture.order([(fixture.shop.cat[0], 3)])
    #expect(try listed() == 7)
    _ = try fixture.server.send("POST", "/api/v1/orders/1000001/cancel", token: fixture.token)
    #expect(try listed() == 10)
  }
}
