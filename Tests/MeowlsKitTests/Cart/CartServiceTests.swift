import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

@Suite struct CartServiceTests {
  /// Prices whatever is asked: 100 ₽ a unit, echoing an applied promo code.
  static func pricing(refusePromo: Bool = false) -> ScriptedTransport {
    ScriptedTransport { route, _ in
      switch route {
      case .cart(.calculate(let request)), .cart(.update(let request)):
        if refusePromo, request.promoCode != nil { return .error(400, .promoCodeNotFound) }
        let lines = request.cart.items.map { ($0.article, $0.count) }
        return .json(
          CartFixtures.cart(lines, promo: request.promoCode.map { PromoCode(code: $0.code, isActive: true) }))
      case .cart(.current): return .json(CartFixtures.cart([("1", 3)]))
      default: return .error(404, .abortError)
      }
    }
  }

  @Test func guestCartIsPricedByTheServerAndStoredOnTheDevice() async throws {
    let transport = Self.pricing()
    let services = ServiceHarness(transport: transport.transport)
    try await services.cart.add("25178")
    let state = try await services.cart.add("25178", count: 2)
    #expect(
      state == CartState(cart: CartFixtures.cart([("25178", 3)]), lines: [CartRequestItem(article: "25178", count: 3)]))
    #expect(state.itemCount == 3 && state.total == Money(rubles: 300))
    #expect(
      transport.exchanges == [
        Exchange(.cart(.calculate(CartFixtures.request([("25178", 1)])))),
        Exchange(.cart(.calculate(CartFixtures.request([("25178", 3)])))),
      ])
    #expect(
      services.kit.settings.value(GuestCart.self, forKey: .guestCart)
        == GuestCart(items: [CartRequestItem(article: "25178", count: 3)]))
  }

  @Test func emptyGuestCartNeedsNoRequest() async throws {
    let services = ServiceHarness(transport: .failing)
    #expect(try await services.cart.load() == CartState())
  }

  @Test func customerCartIsLoadedAndUpdatedOnTheServer() async throws {
    let transport = Self.pricing()
    let services = ServiceHarness(transport: transport.transport, session: Fixtures.session())
    try await services.cart.load()
    let state = try await services.cart.setCount(5, of: "2")
    #expect(state.lines == [CartRequestItem(article: "1", count: 3), CartRequestItem(article: "2", count: 5)])
    #expect(
      transport.exchanges == [
        Exchange(.cart(.current), authorization: "Token T1"),
        Exchange(.cart(.update(CartFixtures.request([("1", 3), ("2", 5)]))), authorization: "Token T1"),
      ])
    #expect(services.kit.settings.snapshot == [:])
  }

  @Test func refusedChangeLeavesTheCartAsItWas() async throws {
    let calls = Counter()
    let transport = ScriptedTransport { route, _ in
      guard calls.next() == 1, case .cart(.calculate(let request)) = route else {
        return .error(400, .productUnavailable, "The requested product is not available in the specified quantity.")
      }
      return .json(CartFixtures.cart(request.cart.items.map { ($0.article, $0.count) }))
    }
    let services = ServiceHarness(transport: transport.transport)
    let before = try await services.cart.add("25178")
    await #expect(throws: APIError.self) { try await services.cart.setCount(99, of: "25178") }
    #expect(services.cart.state.value == before)
    #expect(
      services.kit.settings.value(GuestCart.self, forKey: .guestCart)
        == GuestCart(items: [CartRequestItem(article: "25178", count: 1)]))
  }

  @Test func promoCodeIsSentWithEveryChangeAndEchoed() async throws {
    let transport = Self.pricing()
    let services = ServiceHarness(transport: transport.transport, session: Fixtures.session())
    try await services.cart.add("1")
    try await services.cart.applyPromoCode(" MEOW10 ")
    let state = try await services.cart.add("1")
    #expect(state.promoCode == "MEOW10")
    #expect(
      transport.exchanges.map(\.route) == [
        .cart(.update(CartFixtures.request([("1", 1)]))),
        .cart(.update(CartFixtures.request([("1", 1)], promo: "MEOW10"))),
        .cart(.update(CartFixtures.request([("1", 2)], promo: "MEOW10"))),
      ])
  }

  @Test func refusedPromoCodeLeavesTheCartWithoutIt() async throws {
    let transport = Self.pricing(refusePromo: true)
    let services = ServiceHarness(transport: transport.transport)
    let before = try await services.cart.add("1")
    let error = await #expect(throws: APIError.self) { try await services.cart.applyPromoCode("NOPE") }
    #expect(error?.code == .promoCodeNotFound)
    #expect(services.cart.state.value == before)
  }

  @Test func aHeldCodeThatNoLongerFitsTheChangedCartIsDroppedAndTheChangeGoesThrough() async throws {
    // The code fits while article "1" is in the cart, as a category code does.
    let transport = ScriptedTransport { route, _ in
      guard case .cart(.calculate(let request)) = route else { return .error(404, .abortError) }
      let lines = request.cart.items.map { ($0.article, $0.count) }
      if request.promoCode != nil, !lines.contains(where: { $0.0 == "1" }) {
        return .error(400, .promoCodeNotApplicable)
      }
      return .json(CartFixtures.cart(lines, promo: request.promoCode.map { PromoCode(code: $0.code, isActive: true) }))
    }
    let services = ServiceHarness(transport: transport.transport)
    try await services.cart.add("1")
    try await services.cart.add("2")
    try await services.cart.applyPromoCode("KOTIKI15")
    let state = try await services.cart.remove("1")
    #expect(state.lines == [CartRequestItem(article: "2", count: 1)] && state.promoCode == nil)
    #expect(
      transport.exchanges.suffix(2).map(\.route) == [
        .cart(.calculate(CartFixtures.request([("2", 1)], promo: "KOTIKI15"))),
        .cart(.calculate(CartFixtures.request([("2", 1)]))),
      ])
  }

  @Test func aCodeTheServerEchoesAsInactiveIsForgotten() async throws {
    let transport = ScriptedTransport { route, _ in
      guard case .cart(.update(let request)) = route else { return .error(404, .abortError) }
      let lines = request.cart.items.map { ($0.article, $0.count) }
      return .json(CartFixtures.cart(lines, promo: request.promoCode.map { PromoCode(code: $0.code, isActive: false) }))
    }
    let services = ServiceHarness(transport: transport.transport, session: Fixtures.session())
    let state = try await services.cart.add("1")
    #expect(state.promoCode == nil)
    let applied = try await services.cart.applyPromoCode("FIRST")
    #expect(applied.promoCode == nil)
  }

  @Test func concurrentChangesRunInOrderAndNoneIsLost() async throws {
    let transport = Self.pricing()
    let services = ServiceHarness(transport: transport.transport)
    async let first = services.cart.add("1")
    async let second = services.cart.add("2")
    _ = try await (first, second)
    #expect(
      Set(services.cart.state.value.lines) == [
        CartRequestItem(article: "1", count: 1), CartRequestItem(article: "2", count: 1),
      ])
    #expect(transport.requests.values.count == 2)
  }

  @Test func removingTheLastGuestLineClearsTheStoredCart() async throws {
    let services = ServiceHarness(transport: Self.pricing().transport)
    try await services.cart.add("1")
    let state = try await services.cart.remove("1")
    #expect(state == CartState())
    #expect(services.kit.settings.snapshot == [:])
  }
}
