import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// The background jobs of api.md §11.9, run by calling `runDue(now:)` with the time a test wants.
@Suite struct OrderJobsTests {
  /// 2027-01-16 07:01 UTC: the first hourly run after the 10:00–14:00 window of 16.01 in Novosibirsk (UTC+7).
  static let afterFirstWindow = Date(timeIntervalSince1970: 1_800_000_000 + 23 * 3_600 + 60)

  func status(_ fixture: CheckoutFixture, _ number: Int) throws -> [String] {
    try fixture.server.rows("SELECT status_code, paid FROM orders WHERE number = \(number)")
  }

  @Test func theSimulatedPaymentPaysEveryThirdCardOrderFiveMinutesLater() throws {
    let fixture = try CheckoutFixture(courierMinimum: .zero)
    for (article, payment) in zip(fixture.shop.cat, ["card", "card", "cash"]) {
      _ = try fixture.order([(article, 1)], payment: payment)
    }
    let jobs = fixture.server.application.jobs
    #expect(
      try jobs.runDue(now: fixture.server.clock.now.addingTimeInterval(299)).filter { $0.kind == "pay_order" }.isEmpty)
    let runs = try jobs.runDue(now: fixture.server.clock.now.addingTimeInterval(300)).filter { $0.kind == "pay_order" }
    #expect(runs.map(\.kind) == ["pay_order", "pay_order", "pay_order"])
    #expect(runs.allSatisfy { $0.outcome == .done })
    #expect(
      try [1_000_001, 1_000_002, 1_000_003].map { try status(fixture, $0) } == [
        ["IN_PROGRESS|0"], ["IN_PROGRESS|1"], ["IN_PROGRESS|0"],
      ])
    #expect(try fixture.server.rows("SELECT COUNT(*) FROM jobs WHERE kind = 'pay_order'") == ["0"])
  }

  @Test func overdueOrdersArePaidAndCompletedOrCancelledWithTheirStockBack() throws {
    let fixture = try CheckoutFixture(courierMinimum: .zero)
    for (article, payment) in zip(fixture.shop.cat, ["card", "card", "cash"]) {
      _ = try fixture.order([(article, 2)], payment: payment)
    }
    let jobs = fixture.server.application.jobs
    try jobs.runDue(now: fixture.server.clock.now.addingTimeInterval(300))
    // 06:59 UTC: the window ends at 14:00 local, 07:00 UTC; nothing is overdue yet.
    try jobs.runDue(now: Self.afterFirstWindow.addingTimeInterval(-120))
    #expect(try status(fixture, 1_000_001) == ["IN_PROGRESS|0"])
    let runs = try jobs.runDue(now: Self.afterFirstWindow)
    #expect(Set(runs.map(\.kind)).isSuperset(of: ["cancel_overdue_orders", "complete_paid_orders"]))
    #expect(
      try [1_000_001, 1_000_002, 1_000_003].map { try status(fixture, $0) } == [
        ["CANCELED|0"], ["COMPLETED|1"], ["CANCELED|0"],
      ])
    #expect(try fixture.stock(fixture.shop.cat[0]) == 10)
    #expect(try fixture.stock(fixture.shop.cat[1]) == 8)
    #expect(try fixture.stock(fixture.shop.cat[2]) == 10)
    #expect(
      try fixture.server.rows("SELECT DISTINCT actor FROM stock_ledger WHERE reason = 'cancel'") == [
        "job:cancel_overdue_orders"
      ])
    #expect(try fixture.discrepancies() == [])
  }

  @Test func aPickupNobodyCollectsIsCancelledAfterItsHoldingTime() throws {
    let fixture = try CheckoutFixture()
    let shop = try fixture.shops()[0]
    try fixture.server.setStock(fixture.shop.dog, 3, at: UUID(uuidString: shop))
    _ = try fixture.shop.update([(fixture.shop.dog, 3)])
    #expect(try fixture.purchase(CheckoutFixture.body(fixture.pickup(shop))).status == 200)
    let jobs = fixture.server.application.jobs
    try jobs.runDue(now: fixture.server.clock.now.addingTimeInterval(3 * 86_400 - 3_600))
    #expect(try status(fixture, 1_000_001) == ["IN_PROGRESS|0"])
    try jobs.runDue(now: fixture.server.clock.now.addingTimeInterval(3 * 86_400 + 3_600))
    #expect(try status(fixture, 1_000_001) == ["CANCELED|0"])
    #expect(try fixture.stock(fixture.shop.dog, at: UUID(uuidString: shop)) == 3)
  }

  @Test func staleAnonymousDataIsPurgedDaily() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.server.login(TestServer.phone, "wrong-password")
    #expect(try fixture.server.rows("SELECT COUNT(*) FROM login_attempts") == ["1"])
    // 31 days later: the failure is old and the session can no longer be refreshed.
    try fixture.server.application.jobs.runDue(now: fixture.server.clock.now.addingTimeInterval(31 * 86_400))
    #expect(try fixture.server.rows("SELECT COUNT(*) FROM login_attempts") == ["0"])
    #expect(try fixture.server.rows("SELECT COUNT(*) FROM sessions") == ["0"])
  }

  @Test func aJobThatKeepsFailingIsRetriedThenGivenUp() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.server.rows(
      "INSERT INTO jobs (id, kind, subject, run_at) VALUES ('J', 'pay_order', '\(UUID().uuidString)', 0)")
    let jobs = fixture.server.application.jobs
    var now = fixture.server.clock.now
    var outcomes: [JobRun.Outcome] = []
    for _ in 0..<3 {
      outcomes += try jobs.runDue(now: now).filter { $0.kind == "pay_order" }.map(\.outcome)
      now.addTimeInterval(3_600)
    }
    #expect(outcomes.count == 3)
    #expect(outcomes.prefix(2).allSatisfy { if case .failed = $0 { true } else { false } })
    #expect({ if case .givenUp = outcomes.last { true } else { false } }())
    #expect(try fixture.server.rows("SELECT COUNT(*) FROM jobs WHERE id = 'J'") == ["0"])
  }

  @Test func jobsLiveInTheDatabaseAndSurviveARestart() throws {
    let first = try CheckoutFixture(courierMinimum: .zero)
    _ = try first.order([(first.shop.cat[0], 1)])
    _ = try first.order([(first.shop.cat[1], 1)])
    let path = first.server.application.settings.databasePath
    first.server.application.shutdown()
    let second = try TestServer(now: first.server.clock.now) { $0.databasePath = path }
    let runs = try second.application.jobs.runDue(now: first.server.clock.now.addingTimeInterval(300))
    #expect(runs.filter { $0.kind == "pay_order" }.count == 2)
    #expect(
      try second.rows("SELECT number, paid FROM orders ORDER BY number") == ["1000001|0", "1000002|1"])
  }
}
