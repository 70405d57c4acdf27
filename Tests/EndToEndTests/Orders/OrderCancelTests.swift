import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

@Suite struct OrderCancelTests {
  func cancel(_ fixture: CheckoutFixture, _ number: Int = 1_000_001, on client: RawHTTPClient? = nil) throws
    -> RawHTTPResponse
  {
    try (client ?? fixture.server.connect()).request(
      "POST", "/api/v1/orders/\(number)/cancel", headers: [("Authorization", "Token \(fixture.token)")])
  }

  @Test func aCancelReturnsTheUnitsOnceAndSaysSoAfterwards() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.order([(fixture.shop.cat[0], 3), (fixture.shop.dog, 2)])
    #expect(try fixture.stock(fixture.shop.cat[0]) == 7)
    let response = try cancel(fixture)
    #expect(response.status == 200)
    #expect(response.json == [:])
    #expect(try fixture.stock(fixture.shop.cat[0]) == 10)
    #expect(try fixture.stock(fixture.shop.dog) == 10)
    let detail = try fixture.server.send("GET", "/api/v1/orders/1000001", token: fixture.token).json
    #expect(detail?["status_code"] as? String == "CANCELED")
    #expect(detail?["status"] as? String == "Отменен")
    #expect(detail?["cancelable"] as? Bool == false)
    #expect(
      try cancel(fixture).json == ["code": "orderAlreadyCancelled", "reason": "Order has already been cancelled."])
    #expect(
      try fixture.server.rows(
        "SELECT reason, delta, actor LIKE 'user:%' FROM stock_ledger WHERE reason = 'cancel' ORDER BY delta")
        == ["cancel|2|1", "cancel|3|1"])
    #expect(try fixture.discrepancies() == [])
  }

  @Test func cancellingAnOrderGivesItsOncePerCustomerCodeBack() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.shop.update([(fixture.shop.cat[0], 1)], promo: ["code": "FIRST"])
    #expect(try fixture.purchase(CheckoutFixture.body(try fixture.courier())).status == 200)
    #expect(try cancel(fixture).status == 200)
    let again = try fixture.shop.update([(fixture.shop.cat[0], 1)], promo: ["code": "FIRST"])
    #expect(again.status == 200)
    #expect(again.json?["promo_code"] as? NSDictionary == ["code": "FIRST", "is_active": true])
    #expect(try fixture.server.rows("SELECT COUNT(*) FROM promo_code_redemptions") == ["0"])
  }

  @Test func racingCancelsRestoreTheStockExactlyOnce() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.order([(fixture.shop.cat[0], 4)])
    let answers = statuses(8) { _ in try cancel(fixture).status }
    #expect(answers == [200, 400, 400, 400, 400, 400, 400, 400])
    #expect(try fixture.stock(fixture.shop.cat[0]) == 10)
    #expect(try fixture.server.rows("SELECT COUNT(*) FROM stock_ledger WHERE reason = 'cancel'") == ["1"])
  }

  @Test func aPickupPassesReadyForPickupAndIsHandedOverByStaff() throws {
    let fixture = try CheckoutFixture()
    let shop = try fixture.shops()[0]
    try fixture.server.setStock(fixture.shop.dog, 5, at: UUID(uuidString: shop))
    _ = try fixture.shop.update([(fixture.shop.dog, 2)])
    #expect(try fixture.purchase(CheckoutFixture.body(fixture.pickup(shop), payment: "cash")).status == 200)
    let staff = OrderStaffActions(
      database: fixture.server.application.database,
      clock: .test(fixture.server.clock))
    let cashier = AuthenticatedUser(id: User.ID(UUID()), role: .cashier, session: Session.ID(UUID()))
    let number = OrderNumber(1_000_001)
    #expect(throws: (any Error).self) { try staff.handOver(number, by: cashier) }
    try staff.markReadyForPickup(number, by: cashier)
    #expect(throws: (any Error).self) { try staff.markReadyForPickup(number, by: cashier) }
    var detail = try fixture.server.send("GET", "/api/v1/orders/1000001", token: fixture.token).json
    #expect(detail?["status_code"] as? String == "READY_FOR_PICKUP")
    #expect(detail?["status"] as? String == "Готов к выдаче")
    #expect(detail?["cancelable"] as? Bool == true)
    try staff.handOver(number, by: cashier)
    detail = try fixture.server.send("GET", "/api/v1/orders/1000001", token: fixture.token).json
    #expect(detail?["status_code"] as? String == "COMPLETED")
    #expect(detail?["status"] as? String == "Выполнен")
    #expect(detail?["paid"] as? Bool == true)
    #expect(detail?["cancelable"] as? Bool == false)
    #expect(
      try cancel(fixture).json == [
        "code": "orderIsComplete", "reason": "Order status is \"COMPLETED\" it cannot be cancelled.",
      ])
    #expect(try fixture.stock(fixture.shop.dog, at: UUID(uuidString: shop)) == 3)
  }

  @Test func aCourierOrderNeverWaitsAtAShopAndIsHandedOverAtTheDoor() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.order([(fixture.shop.cat[0], 1)])
    let staff = OrderStaffActions(
      database: fixture.server.application.database, clock: .constant(fixture.server.clock.now))
    let courier = AuthenticatedUser(id: User.ID(UUID()), role: .courier, session: Session.ID(UUID()))
    #expect(
      try code { try staff.markReadyForPickup(OrderNumber(1_000_001), by: courier) } == .orderStatusTransitionNotAllowed
    )
    #expect(try code { try staff.markReadyForPickup(OrderNumber(999), by: courier) } == .invalidOrderNumber)
    try staff.handOver(OrderNumber(1_000_001), by: courier)
    let detail = try fixture.server.send("GET", "/api/v1/orders/1000001", token: fixture.token).json
    #expect(detail?["status_code"] as? String == "COMPLETED")
    #expect(detail?["paid"] as? Bool == true)
    #expect(try code { try staff.handOver(OrderNumber(1_000_001), by: courier) } == .orderStatusTransitionNotAllowed)
  }

  /// The code of the 400 that `body` throws (nil when it throws nothing).
  func code(_ body: () throws -> Void) throws -> ErrorCode? {
    do {
      try body()
      return nil
    } catch let error as any ResponseError {
      #expect(error.status.code == 400)
      return error.body.code
    }
  }

  @Test func aCanceledPickupReturnsItsUnitsToItsShop() throws {
    let fixture = try CheckoutFixture()
    let shop = UUID(uuidString: try fixture.shops()[2])
    try fixture.server.setStock(fixture.shop.cat[1], 2, at: shop)
    _ = try fixture.shop.update([(fixture.shop.cat[1], 2)])
    #expect(try fixture.purchase(CheckoutFixture.body(fixture.pickup(shop!.uuidString))).status == 200)
    #expect(try fixture.stock(fixture.shop.cat[1], at: shop) == 0)
    #expect(try cancel(fixture).status == 200)
    #expect(try fixture.stock(fixture.shop.cat[1], at: shop) == 2)
    #expect(try fixture.stock(fixture.shop.cat[1]) == 10)
  }
}
