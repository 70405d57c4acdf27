import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// The Store app's main journey over a scripted shop: a guest stars products and fills a cart, registers, both
/// merge, buys, sees the order and cancels it. `GuestToOrderIntegrationTests` runs the same against the server.
@Suite struct GuestToOrderJourneyTests {
  @Test func guestStarsAndFillsACartRegistersMergesBuysSeesTheOrderAndCancelsIt() async throws {
    let shop = ScriptedShop()
    let transport = ScriptedTransport { route, request in await shop.handle(route, request) }
    let services = ServiceHarness(transport: transport.transport)
    let keys = Counter()
    let checkout = CheckoutService(api: services.kit.client, makeIdentifier: { "key-\(keys.next())" })

    try await services.favorites.toggle(Fixtures.productID(1))
    try await services.favorites.toggle(Fixtures.productID(2))
    try await services.cart.add("25178", count: 12)
    try await services.cart.add("30001")
    #expect(services.favorites.state.value.count == 2)
    #expect(services.cart.state.value.itemCount == 13)

    let registration = CreateUserRequest(
      confirmPassword: "uNhsyBu28d", name: "User", password: "uNhsyBu28d", phone: "79139139113")
    let signedIn = try await services.session.register(registration)
    let report = [MergeReportEntry(applied: 10, article: "25178", reason: "Only 10 in stock", requested: 12)]
    #expect(signedIn.merge == GuestMergeOutcome(cart: .merged(report), favorites: .merged(2)))
    #expect(services.favorites.state.value == FavoritesState(ids: [Fixtures.productID(1), Fixtures.productID(2)]))
    #expect(
      services.cart.state.value.lines == [
        CartRequestItem(article: "25178", count: 10), CartRequestItem(article: "30001", count: 1),
      ])

    let favorites = Paginator<Product> { page, perPage throws(APIError) in
      try await services.favorites.page(page, perPage: perPage)
    }
    await favorites.loadNextPage()
    #expect(favorites.state.value.items == [Fixtures.product(2), Fixtures.product(1)])

    let purchase = try await checkout.purchase(CartFixtures.checkout)
    #expect(purchase == PurchaseResult(orderNumber: 1_000_001))
    #expect(try await services.cart.load().lines == [])

    let orders = Paginator<Order> { page, perPage throws(APIError) in
      try await services.kit.client.send(.orders(page: PageRequest(page: page, perPage: perPage)))
    }
    await orders.loadNextPage()
    let total = CartFixtures.cart([("25178", 10), ("30001", 1)]).summaries
    #expect(orders.state.value.items == [ScriptedShop.order(1_000_001, summaries: total, status: .inProgress)])

    _ = try await services.kit.client.send(.cancelOrder(1_000_001))
    await orders.refresh()
    #expect(orders.state.value.items == [ScriptedShop.order(1_000_001, summaries: total, status: .canceled)])
    #expect(transport.requests.values.filter { $0.headers["Idempotency-Key"] != nil }.count == 1)
  }
}
