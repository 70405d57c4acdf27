import Foundation
import MeowlsTestSupport
import Testing

/// Every refusal of api.md §11.5 (and `decisions.md`'s new ones) with its code, and that a refused purchase writes
/// nothing: no order, no stock change, no ledger row, no job, the cart as it was.
@Suite struct PurchaseValidationTests {
  /// What a refused purchase must leave as it found.
  struct Snapshot: Equatable {
    var cart: NSDictionary?
    var rows: [[String]]

    init(_ fixture: CheckoutFixture) throws {
      cart = try fixture.shop.current().json
      rows = try [
        "SELECT COUNT(*) FROM orders", "SELECT COUNT(*) FROM order_items", "SELECT COUNT(*) FROM stock_ledger",
        "SELECT COUNT(*) FROM jobs", "SELECT COUNT(*) FROM promo_code_redemptions",
        "SELECT next_number FROM order_number_sequence",
        "SELECT location_id, variant_id, quantity FROM stock_levels ORDER BY 1, 2",
      ].map { try fixture.server.rows($0) }
    }
  }

  /// Fills the cart, sends `body`, and checks the answer is `expected` (400) and nothing changed.
  func expectRefusal(
    _ expected: NSDictionary, status: Int = 400, lines: [(String, Int)]? = nil,
    _ body: (CheckoutFixture) throws -> [String: Any]
  ) throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.shop.update(lines ?? [(fixture.shop.cat[0], 2), (fixture.shop.dog, 1)])
    let before = try Snapshot(fixture)
    let response = try fixture.purchase(try body(fixture))
    #expect(response.status == status)
    #expect(response.json == expected)
    #expect(try Snapshot(fixture) == before)
  }

  @Test func paymentTypeIsRequired() throws {
    try expectRefusal(["code": "paymentTypeRequired", "reason": "Payment type is required."]) {
      CheckoutFixture.body(try $0.courier(), payment: nil)
    }
  }

  @Test func aCourierOrderBelowTheAnnouncedMinimumIsRefused() throws {
    let expected: NSDictionary = [
      "code": "courierMinimumNotReached", "reason": "Courier delivery takes orders from 500 ₽.",
      "failures": [["field": "Minimum", "failure": "500 ₽"]],
    ]
    let fixture = try CheckoutFixture()
    try expectRefusal(expected, lines: [(fixture.shop.cat[2], 2)]) { CheckoutFixture.body(try $0.courier()) }
  }

  @Test func theCourierMinimumCountsTheGoodsAfterDiscountsAndPickUpHasNone() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.shop.update([(fixture.shop.dog, 1)])
    #expect(try fixture.purchase(CheckoutFixture.body(try fixture.courier())).status == 200)
    _ = try fixture.shop.update([(fixture.shop.cat[2], 1)])
    #expect(try fixture.purchase(CheckoutFixture.body(fixture.pickup(try fixture.shops()[0]))).status == 200)
  }

  @Test func aCourierNeedsAnAddress() throws {
    let expected: NSDictionary = [
      "code": "invalidReceivedAddress", "reason": "The received address is invalid.",
      "failures": [["field": "Type", "failure": "delivery"]],
    ]
    try expectRefusal(expected) { _ in CheckoutFixture.body(["type": "courier"]) }
    try expectRefusal(expected) { fixture in
      var delivery = try fixture.courier()
      delivery["address"] = [
        "city": ["id": CheckoutFixture.novosibirsk, "name": "Новосибирск"], "street": " ", "house": "1",
      ]
      return CheckoutFixture.body(delivery)
    }
  }

  @Test func theAddressCityMustExist() throws {
    try expectRefusal(["code": "cityNotFoundById", "reason": "City not found by ID for timezone."]) { fixture in
      var delivery = try fixture.courier()
      delivery["address"] = [
        "city": ["id": UUID().uuidString, "name": "Атлантида"], "street": "Главная", "house": "1",
      ]
      return CheckoutFixture.body(delivery)
    }
  }

  @Test func aCourierNeedsADateAndAWindow() throws {
    for missing in ["delivery_date", "delivery_time_interval"] {
      let expected: NSDictionary = [
        "code": "deliveryCreationFailed", "reason": "Delivery creation failed.",
        "failures": [["field": missing, "failure": "Field is empty"]],
      ]
      try expectRefusal(expected) { fixture in
        var delivery = try fixture.courier()
        delivery[missing] = nil
        return CheckoutFixture.body(delivery)
      }
    }
  }

  @Test func theDateAndWindowMustBeOffered() throws {
    let expected: NSDictionary = [
      "code": "deliveryTimeIntervalNotAvailable",
      "reason": "The selected delivery time interval is no longer available.",
    ]
    // Today's windows all start within five hours; the 20th is a fifth day; the window id must be a real one.
    for date in ["15.01.2027", "20.01.2027", "14.01.2027"] {
      try expectRefusal(expected) { CheckoutFixture.body(try $0.courier(date: date)) }
    }
    try expectRefusal(expected) { fixture in
      var delivery = try fixture.courier()
      delivery["delivery_time_interval"] = ["id": UUID().uuidString, "from": "10:00", "to": "14:00"]
      return CheckoutFixture.body(delivery)
    }
  }

  @Test func aDateInAnotherFormatDoesNotDecode() throws {
    let fixture = try CheckoutFixture()
    var delivery = try fixture.courier()
    delivery["delivery_date"] = "2027-01-16"
    let response = try fixture.purchase(CheckoutFixture.body(delivery))
    #expect(response.status == 400)
    #expect(response.json?["code"] as? String == "abortError")
  }

  @Test func aPickupNeedsAKnownShop() throws {
    try expectRefusal(
      [
        "code": "deliveryCreationFailed", "reason": "Delivery creation failed.",
        "failures": [["field": "pickup_point_id", "failure": "Field is empty"]],
      ]
    ) { _ in CheckoutFixture.body(["type": "self_pickup"]) }
    try expectRefusal(["code": "pickupPointNotFound", "reason": "Pickup point not found."]) {
      CheckoutFixture.body($0.pickup(UUID().uuidString))
    }
    // The online warehouse is a stock location but no pick-up point.
    try expectRefusal(["code": "pickupPointNotFound", "reason": "Pickup point not found."]) { fixture in
      CheckoutFixture.body(
        fixture.pickup(try fixture.server.rows("SELECT id FROM stock_locations WHERE kind = 'warehouse'")[0]))
    }
  }

  @Test func anEmptyCartIsRefused() throws {
    let expected: NSDictionary = ["code": "cartIsEmpty", "reason": "The cart is empty."]
    try expectRefusal(expected, lines: []) { CheckoutFixture.body(try $0.courier()) }
    let fixture = try CheckoutFixture()
    let neverUpdated = try fixture.purchase(CheckoutFixture.body(try fixture.courier()))
    #expect(neverUpdated.status == 400)
    #expect(neverUpdated.json == expected)
  }

  @Test func linesAboveTheStockAreRefusedWithWhatIsThere() throws {
    let fixture = try CheckoutFixture()
    let shop = fixture.shop
    _ = try shop.update([(shop.cat[0], 4), (shop.cat[1], 2), (shop.dog, 3)])
    try fixture.server.setStock(shop.cat[0], 3)
    try fixture.server.setStock(shop.dog, 0)
    let before = try Snapshot(fixture)
    let response = try fixture.purchase(CheckoutFixture.body(try fixture.courier()))
    let first = try fixture.server.productName(shop.cat[0])
    let dog = try fixture.server.productName(shop.dog)
    #expect(response.status == 400)
    #expect(
      response.json == [
        "code": "itemsNotAvailableWithSetCount", "reason": "Some items are not available in the specified quantity.",
        "failures": [
          ["field": first, "failure": "\"\(first)\" is available in quantity 3 items"],
          ["field": dog, "failure": "\"\(dog)\" is available in quantity 0 items"],
        ],
      ])
    #expect(try Snapshot(fixture) == before)
  }

  @Test func aPickupIsRefusedWhenTheShopLacksStockThoughTheWarehouseHasIt() throws {
    let fixture = try CheckoutFixture()
    let shop = try fixture.shops()[0]
    try fixture.server.setStock(fixture.shop.cat[0], 1, at: UUID(uuidString: shop))
    _ = try fixture.shop.update([(fixture.shop.cat[0], 2)])
    let response = try fixture.purchase(CheckoutFixture.body(fixture.pickup(shop)))
    #expect(response.json?["code"] as? String == "itemsNotAvailableWithSetCount")
    #expect(
      (response.json?["failures"] as? [NSDictionary])?.first?["failure"] as? String
        == "\"\(try fixture.server.productName(fixture.shop.cat[0]))\" is available in quantity 1 items")
  }
}
