import Foundation
import MeowlsTestSupport
import Testing

@Suite struct PurchaseTests {
  @Test func aCourierPurchaseStoresTheOrderTakesWarehouseStockAndEmptiesTheCart() throws {
    let fixture = try CheckoutFixture()
    let shop = fixture.shop
    _ = try shop.update([(shop.cat[0], 2), (shop.dog, 1)])
    let response = try fixture.purchase(
      CheckoutFixture.body(try fixture.courier(), payment: "cash", comment: "Домофон не работает"))
    #expect(response.status == 200)
    #expect(response.json == ["order_number": "1000001"])
    #expect(response.header("Idempotent-Replayed") == nil)
    #expect(try fixture.stock(shop.cat[0]) == 8)
    #expect(try fixture.stock(shop.dog) == 9)
    #expect(try fixture.discrepancies() == [])
    #expect((try shop.current().json?["items"] as? [Any])?.isEmpty == true)
    #expect(
      try fixture.server.rows(
        "SELECT number, status_code, paid, payment_type, comment, order_date, delivery_type, delivery_date, formatted_address FROM orders"
      ) == [
        "1000001|IN_PROGRESS|0|cash|Домофон не работает|2027-01-15|courier|2027-01-16|Новосибирск, улица Ленина, 1, 12"
      ])
    #expect(
      try fixture.server.rows("SELECT type, value_kopecks FROM order_summaries ORDER BY position") == [
        "ITEMS_WITHOUT_DISCOUNT|250000", "DELIVERY|3900", "TOTAL|253900",
      ])
    #expect(
      try fixture.server.rows(
        "SELECT reason, delta, actor LIKE 'user:%', order_id IS NOT NULL FROM stock_ledger WHERE reason = 'order' ORDER BY delta"
      )
        == ["order|-2|1|1", "order|-1|1|1"])
    #expect(try fixture.server.rows("SELECT kind FROM jobs WHERE subject IS NOT NULL") == ["pay_order"])
  }
}

extension PurchaseTests {
  @Test func aPickupTakesTheShopStockAndCostsNothing() throws {
    let fixture = try CheckoutFixture()
    let shop = try fixture.shops()[1]
    let shopID = UUID(uuidString: shop)
    try fixture.server.setStock(fixture.shop.dog, 4, at: shopID)
    _ = try fixture.shop.update([(fixture.shop.dog, 3)])
    let response = try fixture.purchase(CheckoutFixture.body(fixture.pickup(shop), payment: "card"))
    #expect(response.json == ["order_number": "1000001"])
    #expect(try fixture.stock(fixture.shop.dog, at: shopID) == 1)
    #expect(try fixture.stock(fixture.shop.dog) == 10)
    #expect(
      try fixture.server.rows(
        "SELECT delivery_type, stock_location_id, delivery_date IS NULL, city_id IS NULL, order_date FROM orders")
        == ["self_pickup|\(shop)|1|1|2027-01-15"])
    #expect(
      try fixture.server.rows("SELECT type, value_kopecks FROM order_summaries ORDER BY position") == [
        "ITEMS_WITHOUT_DISCOUNT|150000", "DELIVERY|0", "TOTAL|150000",
      ])
    #expect(try fixture.discrepancies() == [])
  }

  @Test func aPromoCodeIsChargedAndRedeemedByTheOrder() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.shop.update([(fixture.shop.cat[0], 1)], promo: ["code": "FIRST"])
    let response = try fixture.purchase(CheckoutFixture.body(try fixture.courier()))
    #expect(response.status == 200)
    #expect(
      try fixture.server.rows("SELECT type, value_kopecks FROM order_summaries ORDER BY position") == [
        "ITEMS_WITHOUT_DISCOUNT|100000", "PROMO_DISCOUNT|20000", "DELIVERY|3900", "TOTAL|83900",
      ])
    #expect(
      try fixture.server.rows(
        "SELECT r.order_id = o.id, o.promo_code_id = r.promo_code_id FROM promo_code_redemptions r, orders o")
        == ["1|1"])
    // A once-per-user code: the next cart may not use it again.
    let again = try fixture.shop.update([(fixture.shop.cat[0], 1)], promo: ["code": "FIRST"])
    #expect(again.json?["code"] as? String == "promoCodeAlreadyUsed")
  }

  @Test func aOncePerCustomerCodeUsedMeanwhileRefusesThePurchaseInsteadOfChargingTheFullPrice() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.shop.update([(fixture.shop.cat[0], 1)], promo: ["code": "FIRST"])
    // Used meanwhile by another order of the same customer (at the counter, say).
    try fixture.server.execute(
      """
      INSERT INTO promo_code_redemptions (promo_code_id, user_id, order_id, redeemed_at)
      SELECT p.id, u.id, NULL, 0 FROM promo_codes p, users u WHERE p.code = 'FIRST'
      """)
    let response = try fixture.purchase(CheckoutFixture.body(try fixture.courier()))
    #expect(response.status == 400)
    #expect(response.json == ["code": "promoCodeAlreadyUsed", "reason": "The promo code has already been used."])
    #expect(try fixture.server.rows("SELECT COUNT(*) FROM orders") == ["0"])
    // The cart then shows the code as no longer active, and the purchase goes through at the full price knowingly.
    #expect(try fixture.shop.current().json?["promo_code"] as? NSDictionary == ["code": "FIRST", "is_active": false])
    #expect(try fixture.purchase(CheckoutFixture.body(try fixture.courier())).status == 200)
  }

  @Test func theAddressOfTheLatestCourierOrderIsTheCustomersSavedAddress() throws {
    let fixture = try CheckoutFixture()
    #expect(try fixture.server.get("/api/v1/users/address", token: fixture.token).status == 400)
    _ = try fixture.order([(fixture.shop.cat[0], 1)])
    var delivery = try fixture.courier(flat: "7")
    delivery["address"] = [
      "city": ["id": CheckoutFixture.novosibirsk, "name": "Новосибирск"], "street": "Красный проспект", "house": "25",
      "flat": "7", "entrance": "2", "floor": "3",
    ]
    _ = try fixture.shop.update([(fixture.shop.cat[0], 1)])
    #expect(try fixture.purchase(CheckoutFixture.body(delivery)).status == 200)
    let answer = try fixture.server.get("/api/v1/users/address", token: fixture.token)
    let expected: NSDictionary = [
      "city": ["id": CheckoutFixture.novosibirsk, "name": "Новосибирск"], "street": "Красный проспект", "house": "25",
      "flat": "7", "entrance": "2", "floor": "3", "formatted": "Новосибирск, Красный проспект, 25, 7",
    ]
    #expect(answer.status == 200 && answer.json == expected)
  }

  @Test func withoutAKeyTheSameCartIsNeverBoughtTwice() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.shop.update([(fixture.shop.cat[0], 1)])
    let body = try CheckoutFixture.json(CheckoutFixture.body(try fixture.courier()))
    let answers = statuses(8) { _ in try fixture.purchase(json: body).status }
    #expect(answers == [200, 400, 400, 400, 400, 400, 400, 400])
    #expect(try fixture.server.rows("SELECT COUNT(*) FROM orders") == ["1"])
    #expect(try fixture.stock(fixture.shop.cat[0]) == 9)
  }

  @Test func numbersFollowOneAnotherAndARefusedPurchaseTakesNone() throws {
    let fixture = try CheckoutFixture()
    #expect(try fixture.order([(fixture.shop.cat[0], 1)]) == 1_000_001)
    _ = try fixture.shop.update([(fixture.shop.cat[0], 1)])
    #expect(try fixture.purchase(CheckoutFixture.body(try fixture.courier(), payment: nil)).status == 400)
    #expect(try fixture.order([(fixture.shop.cat[0], 1)]) == 1_000_002)
  }
}
