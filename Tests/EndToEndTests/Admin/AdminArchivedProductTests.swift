import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// A product archived while customers hold it: their carts show it with no stock and a purchase refuses it, their
/// favourites stop listing it; unarchiving brings both back.
@Suite struct AdminArchivedProductTests {
  /// The first cats' food article, its product id and its stock at the warehouse and the staff's shop.
  func product(_ shop: AdminFixture) throws -> (article: String, id: Product.ID) {
    let article = try #require(try shop.server.articles(under: "koshki", count: 1).first)
    let id = try #require(
      try shop.server.rows("SELECT product_id FROM product_variants WHERE article = '\(article)'").first)
    try shop.server.setStock(article, 50)
    try shop.server.setStock(article, 50, at: try requireUUID(try shop.pos.shopID()))
    return (article, Product.ID(try #require(UUID(uuidString: id))))
  }

  @Test func anArchivedProductInACartIsUnavailableAndNotSold() throws {
    let shop = try AdminFixture()
    let (article, id) = try product(shop)
    let customer = shop.pos.customer
    let cart = try shop.server.send(
      "POST", "/api/v1/cart/update", json: TestServer.cartBody([(article, 2)]), token: customer)
    #expect(cart.status == 200, "\(cart.text)")
    _ = try shop.call(.archiveProduct(.valid(id)), as: AdminProduct.self)
    let items = try shop.server.get("/api/v1/cart", token: customer).json?["items"] as? [NSDictionary] ?? []
    let info = items.first?["availability_info"] as? NSDictionary
    #expect(items.count == 1 && info?["count"] as? Int == 0 && info?["type"] as? String == "not_available")
    let purchase = try shop.server.send(
      "POST", "/api/v1/checkout/purchase",
      json: ["delivery": ["type": "self_pickup", "pickup_point_id": try shop.pos.shopID()], "payment_type": "cash"],
      token: customer)
    #expect(purchase.status == 400 && purchase.json?["code"] as? String == "itemsNotAvailableWithSetCount")
    #expect(try shop.server.rows("SELECT COUNT(*) FROM orders") == ["0"])
    _ = try shop.call(.unarchiveProduct(.valid(id)), as: AdminProduct.self)
    let back = try shop.server.get("/api/v1/cart", token: customer).json?["items"] as? [NSDictionary] ?? []
    #expect((back.first?["availability_info"] as? NSDictionary)?["count"] as? Int == 50)
  }

  @Test func anArchivedProductInACartShowsNoStockAfterItsStockChanges() throws {
    let shop = try AdminFixture()
    let (article, id) = try product(shop)
    let customer = shop.pos.customer
    _ = try shop.server.send(
      "POST", "/api/v1/cart/update", json: TestServer.cartBody([(article, 2)]), token: customer)
    _ = try shop.call(.archiveProduct(.valid(id)), as: AdminProduct.self)
    _ = try shop.server.get("/api/v1/cart", token: customer)
    try shop.server.setStock(article, 80)
    let items = try shop.server.get("/api/v1/cart", token: customer).json?["items"] as? [NSDictionary] ?? []
    let info = items.first?["availability_info"] as? NSDictionary
    #expect(items.count == 1 && info?["count"] as? Int == 0 && info?["type"] as? String == "not_available")
  }

  @Test func aCourierCalculationAlertsForAnArchivedProductInTheCart() throws {
    let shop = try AdminFixture()
    let (article, id) = try product(shop)
    let customer = shop.pos.customer
    _ = try shop.server.send(
      "POST", "/api/v1/cart/update", json: TestServer.cartBody([(article, 2)]), token: customer)
    let calculation = { () throws -> Any? in
      try shop.server.send(
        "POST", "/api/v1/checkout/check_availability_and_calculate_amount", json: ["delivery": ["type": "courier"]],
        token: customer
      ).json?["availability_alert_message"]
    }
    #expect(try calculation() == nil)
    _ = try shop.call(.archiveProduct(.valid(id)), as: AdminProduct.self)
    #expect(
      try calculation() as? String == "Некоторые товары из Вашей корзины больше недоступны в указанном количестве")
  }

  @Test func anArchivedProductLeavesTheFavourites() throws {
    let shop = try AdminFixture()
    let (_, id) = try product(shop)
    let customer = shop.pos.customer
    #expect(
      try shop.server.send("POST", "/api/v1/favorites/star", json: [id.uuidString], token: customer).status == 200)
    _ = try shop.call(.archiveProduct(.valid(id)), as: AdminProduct.self)
    let listed = try shop.server.get("/api/v1/favorites", token: customer).json
    #expect((listed?["results"] as? [NSDictionary])?.isEmpty == true)
    #expect((listed?["pagination_info"] as? NSDictionary)?["total_count"] as? Int == 0)
    _ = try shop.call(.unarchiveProduct(.valid(id)), as: AdminProduct.self)
    let again = try shop.server.get("/api/v1/favorites", token: customer).json?["results"] as? [NSDictionary]
    #expect(again?.map { $0["id"] as? String } == [id.uuidString])
  }
}
