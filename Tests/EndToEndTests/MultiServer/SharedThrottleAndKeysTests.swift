import Foundation
import MeowlsTestSupport
import Testing

/// Two servers on one database share login throttling and idempotency keys: both live in the database, so a
/// client spread over the servers (a load balancer) meets the same limits and gets the same answers.
@Suite struct SharedThrottleAndKeysTests {
  @Test(arguments: TestEngine.allCases)
  func failedLoginsAtOneServerLockThePhoneAtTheOther(engine: TestEngine) throws {
    try engine.run {
      let first = try TestServer()
      _ = try first.register()
      let second = try TestServer(sharingDatabaseOf: first)
      for attempt in 0..<5 {
        let server = attempt.isMultiple(of: 2) ? first : second
        #expect(try server.login(TestServer.phone, "wrong-pass1").status == 401)
      }
      let response = try second.login()
      #expect(response.status == 429 && response.json == LoginThrottleTests.tooMany)
      #expect(response.header("Retry-After") == "900")
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aRetryAtOneServerOfAPurchaseMadeAtTheOtherGetsTheSameOrder(engine: TestEngine) throws {
    try engine.run {
      let fixture = try CheckoutFixture()
      _ = try fixture.shop.update([(fixture.shop.cat[0], 2)])
      let second = try TestServer(sharingDatabaseOf: fixture.server)
      let body = try CheckoutFixture.json(CheckoutFixture.body(try fixture.courier()))
      let made = try fixture.purchase(json: body, key: "retried")
      let retried = try fixture.purchase(json: body, key: "retried", on: try second.connect())
      #expect(made.status == 200 && made.header("Idempotent-Replayed") == nil)
      #expect(retried.status == 200 && retried.header("Idempotent-Replayed") == "true")
      #expect(retried.text == made.text && made.text == #"{"order_number":"1000001"}"#)
      #expect(try fixture.server.rows("SELECT COUNT(*) FROM orders") == ["1"])
      #expect(try fixture.stock(fixture.shop.cat[0]) == 8)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aServerStartingLeavesAPurchaseRunningAtAnotherInProgress(engine: TestEngine) throws {
    try engine.run {
      let fixture = try CheckoutFixture()
      let user = try fixture.server.rows("SELECT id FROM users")[0]
      let now = Int(fixture.server.clock.now.timeIntervalSince1970)
      // A purchase under way at the first server: its key claimed, its order not yet committed.
      _ = try fixture.server.rows(
        """
        INSERT INTO idempotency_keys (user_id, key, request_hash, state, created_at, expires_at)
        VALUES ('\(user)', 'under-way', 'h', 'running', \(now), \(now + 86_400))
        """)
      _ = try TestServer(sharingDatabaseOf: fixture.server)
      #expect(try fixture.server.rows("SELECT state FROM idempotency_keys WHERE key = 'under-way'") == ["running"])
    }
  }
}
