import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// Status changes from the back office go through the order lifecycle: what it refuses answers 409 with its code,
/// and every change is audited with the order before and after.
@Suite struct AdminOrderStatusTests {
  @Test func aPickupIsMadeReadyAndWaitsItsHoldingTime() throws {
    let shop = try AdminOrdersFixture()
    let number = try shop.floor.pickupOrder()
    let detail: AdminOrderDetail = try shop.call(
      .changeStatus(.valid(try shop.id(number)), OrderStatusChange(statusCode: .readyForPickup)))
    #expect(detail.order.statusCode == .readyForPickup)
    #expect(try shop.floor.status(number) == "READY_FOR_PICKUP|0")
    #expect(
      try shop.server.rows("SELECT due_at - status_changed_at FROM orders WHERE number = \(number)") == ["259200"])
  }

  @Test func aCancelPutsTheUnitsBackInStock() throws {
    let shop = try AdminOrdersFixture()
    let number = try shop.floor.pickupOrder()
    #expect(try shop.floor.shopStock(shop.floor.articles[0]) == 3)
    let detail: AdminOrderDetail = try shop.call(
      .changeStatus(.valid(try shop.id(number)), OrderStatusChange(statusCode: .canceled)))
    #expect(detail.order.statusCode == .canceled)
    #expect(try shop.floor.shopStock(shop.floor.articles[0]) == 5)
    #expect(try shop.floor.discrepancies().isEmpty)
  }

  @Test func aPaidCourierOrderIsCompleted() throws {
    let shop = try AdminOrdersFixture()
    let number = try shop.floor.courierOrder()
    _ = try shop.server.rows("UPDATE orders SET paid = 1 WHERE number = \(number)")
    let detail: AdminOrderDetail = try shop.call(
      .changeStatus(.valid(try shop.id(number)), OrderStatusChange(statusCode: .completed)))
    #expect(detail.order.statusCode == .completed && detail.order.paid)
  }

  @Test func anUnpaidOrderIsNotCompletedFromTheBackOffice() throws {
    let shop = try AdminOrdersFixture()
    let number = try shop.floor.courierOrder()
    let response = try shop.send(
      .changeStatus(.valid(try shop.id(number)), OrderStatusChange(statusCode: .completed)))
    #expect(response.status == 409 && response.code == "paymentRequired")
    #expect(try shop.floor.status(number) == "IN_PROGRESS|0")
    #expect(try shop.audit(of: number).isEmpty)
  }

  @Test(arguments: [
    (OrderStatusCode.readyForPickup, "courier", "orderStatusTransitionNotAllowed"),
    (.inProgress, "pickup", "orderStatusTransitionNotAllowed"),
    (.completed, "pickup", "orderStatusTransitionNotAllowed"),
  ])
  func aChangeTheLifecycleRefusesAnswersAConflict(_ status: OrderStatusCode, _ kind: String, _ code: String) throws {
    let shop = try AdminOrdersFixture()
    let number = kind == "courier" ? try shop.floor.courierOrder() : try shop.floor.pickupOrder()
    _ = try shop.server.rows("UPDATE orders SET paid = 1 WHERE number = \(number)")
    let response = try shop.send(.changeStatus(.valid(try shop.id(number)), OrderStatusChange(statusCode: status)))
    #expect(response.status == 409 && response.code == code)
    #expect(try shop.floor.status(number) == "IN_PROGRESS|1")
  }

  @Test func aCancelledOrderIsNotCancelledTwiceNorACompletedOne() throws {
    let shop = try AdminOrdersFixture()
    let cancelled = try shop.floor.pickupOrder()
    let id = try shop.id(cancelled)
    _ = try shop.send(.changeStatus(.valid(id), OrderStatusChange(statusCode: .canceled)))
    let again = try shop.send(.changeStatus(.valid(id), OrderStatusChange(statusCode: .canceled)))
    #expect(again.status == 409 && again.code == "orderAlreadyCancelled")
    let completed = try shop.cardPaidPickup()
    let cancel = try shop.send(.changeStatus(.valid(try shop.id(completed)), OrderStatusChange(statusCode: .canceled)))
    #expect(cancel.status == 409 && cancel.code == "orderIsComplete")
  }

  @Test func aStatusChangeIsAuditedWithTheOrderBeforeAndAfter() throws {
    let shop = try AdminOrdersFixture()
    let number = try shop.floor.pickupOrder()
    _ = try shop.send(.changeStatus(.valid(try shop.id(number)), OrderStatusChange(statusCode: .readyForPickup)))
    let rows = try shop.audit(of: number)
    #expect(rows.map(\.action) == ["order.status"] && rows.first?.subjectType == "order")
    #expect(field(rows.first?.before, "status_code") == .string("IN_PROGRESS"))
    #expect(field(rows.first?.after, "status_code") == .string("READY_FOR_PICKUP"))
    let detail: AdminOrderDetail = try shop.call(.detail(.valid(try shop.id(number))))
    #expect(detail.history == rows)
  }

  @Test func aManagerChangesTheirShopsPickupButNotACourierOrder() throws {
    let shop = try AdminOrdersFixture()
    let pickup = try shop.floor.pickupOrder()
    let courier = try shop.floor.courierOrder()
    let own = try shop.send(
      .changeStatus(.valid(try shop.id(pickup)), OrderStatusChange(statusCode: .readyForPickup)),
      token: shop.pos.manager)
    #expect(own.status == 200)
    let other = try shop.send(
      .changeStatus(.valid(try shop.id(courier)), OrderStatusChange(statusCode: .canceled)), token: shop.pos.manager)
    #expect(other.status == 403 && other.code == "staffNotAssigned")
    #expect(try shop.floor.status(courier) == "IN_PROGRESS|0")
  }
}
