import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// The overdue jobs and courier tasks: a paid courier order that a courier task tracks is completed only by the
/// courier's report; a failed delivery stays IN_PROGRESS, paid, for a manager to assign again. Run on the server's
/// injected clock, moved past the delivery window (16.01.2027 10:00–14:00 in Novosibirsk).
@Suite struct CourierTaskJobTests {
  @Test func aPaidDeliveryThatFailedStaysOpenAfterItsWindow() throws {
    let floor = try FloorFixture()
    let number = try floor.paidAssignedOrder()
    #expect(try floor.failed(number).status == 200)
    try floor.runJobsAfterTheWindow(of: number)
    #expect(try floor.status(number) == "IN_PROGRESS|1")
    #expect(try floor.server.rows("SELECT status FROM delivery_tasks") == ["failed"])
    #expect(try floor.server.rows("SELECT COUNT(*) FROM stock_ledger WHERE reason = 'cancel'") == ["0"])
  }

  @Test func aFailedDeliveryIsAssignedAgainAndDeliveredAfterItsWindow() throws {
    let floor = try FloorFixture()
    let number = try floor.paidAssignedOrder()
    _ = try floor.failed(number)
    try floor.runJobsAfterTheWindow(of: number)
    let manager = try #require(try floor.server.posLogin(DemoStaff.members[0].phone).token)
    let courier = try #require(try floor.server.posLogin(DemoStaff.members[2].phone).token)
    let again = try floor.assign(number, to: try floor.staffID(courier), token: manager)
    #expect(again.status == 200 && again.json?["status"] as? String == "assigned")
    floor.server.clock.advance(by: 3_600)
    try floor.server.application.jobs.runDue(now: floor.server.clock.now)
    #expect(try floor.status(number) == "IN_PROGRESS|1")
    let delivered = try floor.delivered(number, payment: nil, token: courier)
    #expect(delivered.json == ["number": number, "paid": true, "status_code": "COMPLETED"] as NSDictionary)
    #expect(try floor.server.rows("SELECT status FROM delivery_tasks") == ["delivered"])
  }

  @Test func aPaidDeliveryStillAssignedWaitsForItsCourier() throws {
    let floor = try FloorFixture()
    let number = try floor.paidAssignedOrder()
    try floor.runJobsAfterTheWindow(of: number)
    #expect(try floor.status(number) == "IN_PROGRESS|1")
    let courier = try #require(try floor.server.posLogin(DemoStaff.members[2].phone).token)
    #expect(try floor.delivered(number, payment: nil, token: courier).status == 200)
  }

  @Test func aPaidCourierOrderWithoutATaskIsStillCompletedAfterItsWindow() throws {
    let floor = try FloorFixture()
    let number = try floor.courierOrder(payment: "card")
    _ = try floor.server.rows("UPDATE orders SET paid = 1 WHERE number = \(number)")
    try floor.runJobsAfterTheWindow(of: number)
    #expect(try floor.status(number) == "COMPLETED|1")
  }

  @Test func anUnpaidDeliveryStillWithItsCourierWaitsAndIsPaidInCashAtTheDoor() throws {
    let floor = try FloorFixture()
    let number = try floor.assignedOrder()
    try floor.runJobsAfterTheWindow(of: number)
    #expect(try floor.status(number) == "IN_PROGRESS|0")
    let courier = try #require(try floor.server.posLogin(DemoStaff.members[2].phone).token)
    #expect(try floor.delivered(number, payment: ["type": "cash"], token: courier).status == 200)
    #expect(try floor.status(number) == "COMPLETED|1")
    #expect(try floor.discrepancies() == [])
  }

  @Test func anUnpaidFailedDeliveryIsCancelledAfterItsWindow() throws {
    let floor = try FloorFixture()
    let number = try floor.assignedOrder()
    _ = try floor.failed(number)
    try floor.runJobsAfterTheWindow(of: number)
    #expect(try floor.status(number) == "CANCELED|0")
    #expect(
      try floor.server.rows("SELECT delta, actor FROM stock_ledger WHERE reason = 'cancel'")
        == ["2|job:cancel_overdue_orders"])
    #expect(try floor.discrepancies() == [])
  }
}

extension FloorFixture {
  /// A courier order paid by card and assigned to the demo courier.
  func paidAssignedOrder() throws -> Int {
    let number = try courierOrder(payment: "card")
    _ = try server.rows("UPDATE orders SET paid = 1 WHERE number = \(number)")
    guard try assign(number, to: try staffID(pos.courier)).status == 200 else { throw TestFailure("assign failed") }
    return number
  }

  /// Moves the server's clock to an hour after the order's delivery window and runs the jobs due by then.
  func runJobsAfterTheWindow(of number: Int) throws {
    let due = try #require(
      try server.rows("SELECT due_at FROM orders WHERE number = \(number)").first.flatMap(Int.init))
    server.clock.advance(by: TimeInterval(due + 3_600) - server.clock.now.timeIntervalSince1970)
    try server.application.jobs.runDue(now: server.clock.now)
  }
}
