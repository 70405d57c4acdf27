import Foundation
import MeowlsServer
import MeowlsTestSupport
import Synchronization
import Testing

/// Two servers on one database each run the background jobs; every due job runs once, whichever server takes it.
@Suite struct SharedJobsTests {
  static let orders = 12

  @Test(arguments: TestEngine.allCases)
  func twoServersRunningTheJobsAtOnceRunEachDueJobOnce(engine: TestEngine) throws {
    try engine.run {
      let fixture = try CheckoutFixture(stock: 100)
      let second = try TestServer(sharingDatabaseOf: fixture.server)
      let body = CheckoutFixture.body(try fixture.courier())
      for _ in 0..<Self.orders {
        _ = try fixture.shop.update([(fixture.shop.cat[0], 1)])
        #expect(try fixture.purchase(body).status == 200)
      }
      let queued = try fixture.server.rows("SELECT id FROM jobs ORDER BY id")
      #expect(queued.count == Self.orders + 4, "one payment per order and the four recurring jobs")
      let later = fixture.server.clock.now.addingTimeInterval(2 * 86_400)
      let servers = [fixture.server, second]
      let runs = Mutex<[JobRun]>([])
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        do {
          let ran = try servers[index].application.jobs.runDue(now: later)
          runs.withLock { $0 += ran }
        } catch {
          Issue.record("runner \(index): \(error)")
        }
      }
      let all = runs.withLock { $0 }
      #expect(all.allSatisfy { $0.outcome == .done })
      let payments = all.filter { $0.kind == "pay_order" }.compactMap(\.subject)
      #expect(payments.count == Self.orders && Set(payments).count == Self.orders)
      #expect(
        all.filter { $0.kind != "pay_order" }.map(\.kind).sorted() == [
          "cancel_overdue_orders", "complete_paid_orders", "expire_idempotency_keys", "purge_stale_data",
        ])
      #expect(try fixture.server.rows("SELECT COUNT(*) FROM jobs WHERE kind = 'pay_order'") == ["0"])
    }
  }
}
