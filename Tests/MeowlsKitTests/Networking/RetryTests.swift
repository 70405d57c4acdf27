import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

@Suite struct RetryTests {
  /// Answers the n-th request (1-based) with `answers[n - 1]`, the last one after that.
  static func sequence(_ answers: [Result<TransportResponse, TransportError>]) -> ScriptedTransport {
    let calls = Counter()
    return ScriptedTransport { _, _ in
      try answers[min(calls.next(), answers.count) - 1].get()
    }
  }

  @Test func getRetriesAfter503WithExponentialBackoffAndJitter() async throws {
    let transport = Self.sequence([
      .success(.error(503, .serviceUnavailable)), .success(.error(503, .serviceUnavailable)),
      .success(.json([Fixtures.omsk])),
    ])
    let harness = KitHarness(transport: transport.transport)
    #expect(try await harness.client.send(.cities) == [Fixtures.omsk])
    #expect(harness.sleeps.values == [.milliseconds(375), .milliseconds(750)])
    #expect(transport.exchanges == Array(repeating: Exchange(.geography(.cities(CitiesQuery()))), count: 3))
  }

  @Test func getGivesUpAfterThreeRetries() async throws {
    let transport = Self.sequence([.success(.error(504, .unknown("Gateway Timeout")))])
    let harness = KitHarness(transport: transport.transport)
    let error = await #expect(throws: APIError.self) { try await harness.client.send(.cities) }
    #expect(error == .server(status: 504, ErrorResponse(code: .unknown("Gateway Timeout"), reason: "reason")))
    #expect(harness.sleeps.values == [.milliseconds(375), .milliseconds(750), .milliseconds(1500)])
    #expect(transport.requests.values.count == 4)
  }

  @Test func getRetriesATimeoutAndADroppedConnection() async throws {
    let transport = Self.sequence([
      .failure(.timedOut), .failure(.connectionLost), .success(.json([Fixtures.samara])),
    ])
    let harness = KitHarness(transport: transport.transport)
    #expect(try await harness.client.send(.cities) == [Fixtures.samara])
    #expect(transport.requests.values.count == 3)
  }

  @Test func offlineIsNotRetried() async throws {
    let transport = Self.sequence([.failure(.notConnected)])
    let harness = KitHarness(transport: transport.transport)
    let error = await #expect(throws: APIError.self) { try await harness.client.send(.cities) }
    #expect(error == .transport(.notConnected))
    #expect(harness.sleeps.values == [])
  }

  @Test func postIsNeverRetriedAfter503() async throws {
    let transport = Self.sequence([.success(.error(503, .serviceUnavailable)), .success(.json(CartFixtures.cart([])))])
    let harness = KitHarness(transport: transport.transport, session: Fixtures.session())
    let request = CartRequest(cart: CartContents(items: [], save: true))
    let error = await #expect(throws: APIError.self) { try await harness.client.send(.updateCart(request)) }
    #expect(error == .server(status: 503, ErrorResponse(code: .serviceUnavailable, reason: "reason")))
    #expect(transport.exchanges == [Exchange(.cart(.update(request)), authorization: "Token T1")])
  }

  @Test func postIsNeverRetriedAfterATimeout() async throws {
    let transport = Self.sequence([.failure(.timedOut), .success(.empty)])
    let harness = KitHarness(transport: transport.transport, session: Fixtures.session())
    let error = await #expect(throws: APIError.self) { try await harness.client.send(.logOut) }
    #expect(error == .transport(.timedOut))
    #expect(transport.requests.values.count == 1)
  }

  @Test func purchaseIsRetriedWithTheSameIdempotencyKey() async throws {
    let transport = Self.sequence([
      .failure(.connectionLost), .success(.error(503, .serviceUnavailable)),
      .success(.json(PurchaseResult(orderNumber: 1_000_053))),
    ])
    let harness = KitHarness(transport: transport.transport, session: Fixtures.session())
    let result = try await harness.client.send(.purchase(CartFixtures.checkout, idempotencyKey: "purchase-1"))
    #expect(result == PurchaseResult(orderNumber: 1_000_053))
    #expect(
      transport.requests.values.map { $0.headers["Idempotency-Key"] } == ["purchase-1", "purchase-1", "purchase-1"])
    #expect(transport.requests.values.map { $0.headers["X-Request-Id"] } == ["id-1", "id-1", "id-1"])
  }

  @Test func delayIsCappedAtTheMaximum() {
    let policy = RetryPolicy.standard
    #expect(
      (0..<6).map { policy.delay(beforeRetry: $0, random: 1) } == [
        .milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(8),
      ])
    #expect(policy.delay(beforeRetry: 2, random: 0) == .seconds(1))
  }
}
