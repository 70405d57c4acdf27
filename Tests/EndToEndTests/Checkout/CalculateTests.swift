import Foundation
import MeowlsTestSupport
import Testing

@Suite struct CalculateTests {
  func calculate(_ fixture: CheckoutFixture, _ delivery: [String: Any], language: String? = nil) throws
    -> RawHTTPResponse
  {
    try fixture.server.send(
      "POST", "/api/v1/checkout/check_availability_and_calculate_amount", json: ["delivery": delivery],
      token: fixture.token, language: language)
  }

  @Test func aCourierAddsDeliveryToTheTotalAndStoresNothing() throws {
    let fixture = try CheckoutFixture()
    let lines = [(fixture.shop.cat[0], 2), (fixture.shop.dog, 1)]
    let cart = try fixture.shop.update(lines)
    let response = try calculate(fixture, ["type": "courier"])
    #expect(response.status == 200)
    let summaries = [
      summary("Товары без скидки", "ITEMS_WITHOUT_DISCOUNT", 2500), summary("Доставка", "DELIVERY", 39),
      summary("Итого:", "TOTAL", 2539),
    ]
    #expect(response.json == (try fixture.shop.expected(cart, lines, summaries: summaries)))
    #expect(try fixture.shop.current().json == cart.json)
    let english = try calculate(fixture, ["type": "courier"], language: "en")
    #expect(
      (english.json?["summaries"] as? [NSDictionary])?.map { $0["name"] as? String } == [
        "Items without discount", "Delivery", "Total",
      ])
  }

  @Test func aPromoDiscountStaysAndPickupIsFree() throws {
    let fixture = try CheckoutFixture()
    let lines = [(fixture.shop.cat[0], 1)]
    let cart = try fixture.shop.update(lines, promo: ["code": "MEOW10"])
    let response = try calculate(fixture, ["type": "self_pickup"])
    let summaries = [
      summary("Товары без скидки", "ITEMS_WITHOUT_DISCOUNT", 1000), summary("Промокод", "PROMO_DISCOUNT", 100),
      summary("Доставка", "DELIVERY", 0), summary("Итого:", "TOTAL", 900),
    ]
    #expect(
      response.json
        == (try fixture.shop.expected(
          cart, lines, summaries: summaries, promo: ["code": "MEOW10", "is_active": true])))
  }

  @Test func theAlertSaysWhenTheChosenLocationCannotServeTheCart() throws {
    let fixture = try CheckoutFixture()
    let shops = try fixture.shops()
    try fixture.server.setStock(fixture.shop.cat[0], 2, at: UUID(uuidString: shops[0]))
    try fixture.server.setStock(fixture.shop.cat[0], 1, at: UUID(uuidString: shops[1]))
    _ = try fixture.shop.update([(fixture.shop.cat[0], 2)])
    let alert = "Некоторые товары из Вашей корзины больше недоступны в указанном количестве"
    #expect(try calculate(fixture, ["type": "courier"]).json?["availability_alert_message"] == nil)
    #expect(try calculate(fixture, fixture.pickup(shops[0])).json?["availability_alert_message"] == nil)
    #expect(try calculate(fixture, fixture.pickup(shops[1])).json?["availability_alert_message"] as? String == alert)
    try fixture.server.setStock(fixture.shop.cat[0], 1)
    #expect(try calculate(fixture, ["type": "courier"]).json?["availability_alert_message"] as? String == alert)
    #expect(
      try calculate(fixture, ["type": "courier"], language: "en").json?["availability_alert_message"] as? String
        == "Some items in your cart are no longer available in the requested quantity")
    #expect(
      try calculate(fixture, fixture.pickup(UUID().uuidString)).json?["code"] as? String == "pickupPointNotFound")
  }

  @Test func aCartNeverUpdatedIsCalculatedEmpty() throws {
    let fixture = try CheckoutFixture()
    let response = try calculate(fixture, ["type": "courier"])
    #expect(response.status == 200)
    #expect(
      response.json == ["id": response.json?["id"] ?? "?", "items": [], "summaries": [summary("Итого", "TOTAL", 0)]])
  }
}
