import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

/// The Store app's main journey against the real server: a guest stars products and fills a cart, registers, both
/// merge, buys, sees the order and cancels it. Every route it needs is served, so a route that fails is a failure,
/// never a skip.
@Suite struct GuestToOrderIntegrationTests {
  @Test func guestStarsAndFillsACartRegistersMergesBuysSeesTheOrderAndCancelsIt() async throws {
    let server = try TestServer.kit(seeded: true)
    // NB: this journey alone goes over the URLSession transport and a real socket, so the Kit's live transport is
    // proven against the server; the other journeys are answered in process.
    let kit = LiveKit(server: server, transport: .live())
    let checkout = CheckoutService(api: kit.client, makeIdentifier: { UUID().uuidString })
    await kit.region.select(try #require(try await kit.region.cities().first { $0.id == Fixtures.novosibirsk.id }))

    let category = try await CatalogueSearch.largestLeafCategory(kit.client)
    let products = try await CatalogueSearch.productsInStock(kit.client, in: category, count: 2)
    let article = try #require(products[0].variants.first { $0.availabilityInfo.count > 0 }).article
    for product in products { try await kit.favorites.toggle(product.id) }
    let guestCart = try await kit.cart.add(article)
    #expect(guestCart.lines == [CartRequestItem(article: article, count: 1)])
    #expect(guestCart.total != nil)

    let signedIn = try await kit.session.register(LiveKit.registration)
    #expect(signedIn.merge == GuestMergeOutcome(cart: .merged([]), favorites: .merged(2)))
    #expect(kit.favorites.state.value == FavoritesState(ids: Set(products.map(\.id))))
    #expect(try await kit.cart.load().lines == [CartRequestItem(article: article, count: 1)])
    let favorites = Paginator<Product> { page, perPage throws(APIError) in
      try await kit.favorites.page(page, perPage: perPage)
    }
    await favorites.loadNextPage()
    #expect(favorites.state.value.items.map(\.id) == products.map(\.id).reversed())

    // NB: a courier takes orders from 500 ₽: enough units of the one line to reach it.
    let price = try #require(try await kit.cart.load().total).kopecks
    _ = try await kit.cart.setCount(Int((50_000 + price - 1) / max(price, 1)), of: article)
    let date = try #require(try await kit.client.send(.availableDates).first)
    let interval = try #require(date.availableTimeIntervals.first)
    let request = CheckoutRequest(
      delivery: CheckoutDelivery(
        address: Address(city: Fixtures.novosibirsk, house: "47", street: "пр-кт Карла Маркса"),
        deliveryDate: DeliveryDate(date.date), deliveryTimeInterval: interval, type: .courier),
      paymentType: .cash)
    let purchase = try await checkout.purchase(request)
    #expect(try await kit.cart.load().lines == [])

    let orders = Paginator<Order> { page, perPage throws(APIError) in
      try await kit.client.send(.orders(page: PageRequest(page: page, perPage: perPage)))
    }
    await orders.loadNextPage()
    #expect(orders.state.value.items.map(\.number) == [purchase.orderNumber])
    #expect(orders.state.value.items.first?.statusCode == .inProgress)

    _ = try await kit.client.send(.cancelOrder(purchase.orderNumber))
    await orders.refresh()
    #expect(orders.state.value.items.map(\.statusCode) == [.canceled])
  }
}
