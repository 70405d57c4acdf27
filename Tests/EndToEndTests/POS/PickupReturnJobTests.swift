import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// The `return_uncollected_pickup` job: a ready pick-up nobody collects within 3 days goes back to its shop's
/// stock once, and the order is CANCELED. Run by calling `runDue(now:)` with the time a test wants.
@Suite struct PickupReturnJobTests {
  static let day: TimeInterval = 86_400

  @Test func aReadyOrderWaitsThreeDaysFromReadyNotFromPurchase() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder()
    let bought = floor.server.clock.now
    floor.server.clock.advance(by: 2 * Self.day)
    #expect(try floor.ready(number, token: try floor.freshCashierToken()).status == 200)
    // Three days after the purchase (and one after ready) the order still waits.
    try floor.server.application.jobs.runDue(now: bought.addingTimeInterval(3 * Self.day + 7_200))
    #expect(try floor.status(number) == "READY_FOR_PICKUP|0")
    #expect(try floor.shopStock(floor.articles[0]) == 3)
  }

  @Test func anUncollectedOrderGoesBackToTheShopOnceAfterThreeDays() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder([(floor.articles[0], 2), (floor.articles[1], 1)])
    _ = try floor.ready(number)
    let jobs = floor.server.application.jobs
    let ready = floor.server.clock.now
    try jobs.runDue(now: ready.addingTimeInterval(3 * Self.day - 1))
    #expect(try floor.status(number) == "READY_FOR_PICKUP|0")
    let runs = try jobs.runDue(now: ready.addingTimeInterval(3 * Self.day))
    #expect(runs.filter { $0.kind == "return_uncollected_pickup" }.map(\.outcome) == [.done])
    #expect(try floor.status(number) == "CANCELED|0")
    try jobs.runDue(now: ready.addingTimeInterval(10 * Self.day))
    #expect(try floor.shopStock(floor.articles[0]) == 5)
    #expect(try floor.shopStock(floor.articles[1]) == 5)
    #expect(
      try floor.server.rows("SELECT reason, delta, actor FROM stock_ledger WHERE reason = 'cancel' ORDER BY delta")
        == ["cancel|1|job:return_uncollected_pickup", "cancel|2|job:return_uncollected_pickup"])
    #expect(try floor.server.rows("SELECT COUNT(*) FROM jobs WHERE kind = 'return_uncollected_pickup'") == ["0"])
    #expect(try floor.discrepancies() == [])
  }

  @Test func aCollectedOrderStaysCompleted() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder()
    _ = try floor.ready(number)
    #expect(try floor.handOver(number).status == 200)
    try floor.server.application.jobs.runDue(now: floor.server.clock.now.addingTimeInterval(4 * Self.day))
    #expect(try floor.status(number) == "COMPLETED|1")
    #expect(try floor.shopStock(floor.articles[0]) == 3)
    #expect(try floor.server.rows("SELECT COUNT(*) FROM stock_ledger WHERE reason = 'cancel'") == ["0"])
  }

  @Test func anOrderReturnedToStockCannotBeHandedOver() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder()
    _ = try floor.ready(number)
    try floor.server.application.jobs.runDue(now: floor.server.clock.now.addingTimeInterval(3 * Self.day))
    floor.server.clock.advance(by: 3 * Self.day)
    let response = try floor.handOver(number, token: try floor.freshCashierToken())
    #expect(response.status == 400 && response.code == "orderStatusTransitionNotAllowed")
    #expect(try floor.server.rows("SELECT COUNT(*) FROM order_tenders") == ["0"])
  }
}

extension FloorFixture {
  /// A new token of the demo cashier (the fixture's expire after 24 hours of test clock).
  func freshCashierToken() throws -> String {
    try #require(try server.posLogin(DemoStaff.members[1].phone).token)
  }
}
