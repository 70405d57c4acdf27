import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

@Suite struct CheckoutServiceTests {
  static func service(_ transport: ScriptedTransport) -> CheckoutService {
    let keys = Counter()
    let harness = KitHarness(transport: transport.transport, session: Fixtures.session(), retryPolicy: .none)
    return CheckoutService(api: harness.client, makeIdentifier: { "key-\(keys.next())" })
  }

  @Test func tryingAgainAfterALostAnswerReusesTheKey() async throws {
    let calls = Counter()
    let transport = ScriptedTransport { _, _ in
      if calls.next() == 1 { throw TransportError.timedOut }
      return .json(PurchaseResult(orderNumber: 1_000_053))
    }
    let checkout = Self.service(transport)
    await #expect(throws: APIError.transport(.timedOut)) { try await checkout.purchase(CartFixtures.checkout) }
    #expect(try await checkout.purchase(CartFixtures.checkout) == PurchaseResult(orderNumber: 1_000_053))
    #expect(transport.requests.values.map { $0.headers["Idempotency-Key"] } == ["key-1", "key-1"])
  }

  @Test func everyNewPurchaseGetsANewKey() async throws {
    let transport = ScriptedTransport { _, _ in .json(PurchaseResult(orderNumber: 1_000_053)) }
    let checkout = Self.service(transport)
    _ = try await checkout.purchase(CartFixtures.checkout)
    _ = try await checkout.purchase(CartFixtures.checkout)
    #expect(transport.requests.values.map { $0.headers["Idempotency-Key"] } == ["key-1", "key-2"])
  }

  @Test func aRefusalOrAChangedRequestGetsANewKey() async throws {
    let transport = ScriptedTransport { _, _ in .error(400, .paymentTypeRequired) }
    let checkout = Self.service(transport)
    var changed = CartFixtures.checkout
    changed.comment = "Домофон 12"
    await #expect(throws: APIError.self) { try await checkout.purchase(CartFixtures.checkout) }
    await #expect(throws: APIError.self) { try await checkout.purchase(CartFixtures.checkout) }
    await #expect(throws: APIError.self) { try await checkout.purchase(changed) }
    #expect(transport.requests.values.map { $0.headers["Idempotency-Key"] } == ["key-1", "key-2", "key-3"])
  }

  @Test func purchaseInProgressKeepsTheKey() async throws {
    let transport = ScriptedTransport { _, _ in .error(409, .requestInProgress) }
    let checkout = Self.service(transport)
    await #expect(throws: APIError.self) { try await checkout.purchase(CartFixtures.checkout) }
    await #expect(throws: APIError.self) { try await checkout.purchase(CartFixtures.checkout) }
    #expect(transport.requests.values.map { $0.headers["Idempotency-Key"] } == ["key-1", "key-1"])
  }
}
