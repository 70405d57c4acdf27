import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

/// The Product, Favorites, Checkout, Orders and Order stores with their live dependencies and a router object
/// against the real server in process.
@MainActor @Suite struct PurchaseScreenJourneyTests {
  /// The app's navigation as the screens see it: every route each router was asked to open.
  final class Router: CheckoutRouting, FavoritesRouting, OrderRouting, OrdersRouting, ProductRouting {
    var checkout: [CheckoutScreen.Route] = []
    var favorites: [FavoritesScreen.Route] = []
    var order: [OrderScreen.Route] = []
    var orders: [OrdersScreen.Route] = []
    var product: [ProductScreen.Route] = []

    func open(_ route: CheckoutScreen.Route) { checkout.append(route) }
    func open(_ route: FavoritesScreen.Route) { favorites.append(route) }
    func open(_ route: OrderScreen.Route) { order.append(route) }
    func open(_ route: OrdersScreen.Route) { orders.append(route) }
    func open(_ route: ProductScreen.Route) { product.append(route) }
  }

  @Test func aGuestChoosesAVariantAddsItAndStarsTheProduct() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let kit = LiveKit(server: server)
    let category = try await CatalogueSearch.largestLeafCategory(kit.client)
    let product = try #require(try await CatalogueSearch.productsInStock(kit.client, in: category, count: 1).first)
    let variant = try #require(product.variants.last { $0.availabilityInfo.count > 0 })
    let router = Router()
    let store = ProductScreen.store(
      .live(api: kit.client, cart: kit.cart, favorites: kit.favorites, router: router),
      initial: ProductScreen.State(productID: product.id))

    store.send(.viewAppeared)
    await store.settle()
    let detail = try #require(store.state.product, "\(store.state.phase)")
    #expect(detail.id == product.id && store.state.variant != nil)
    store.send(.variantChosen(variant.article))
    store.send(.addToCartTapped)
    store.send(.favoriteTapped)
    await store.settle()
    #expect(store.state.cartCounts == [variant.article: 1])
    #expect(store.state.isFavorite && store.state.alert == nil)
    #expect(kit.favorites.state.value.ids == [product.id])
    #expect(kit.cart.state.value.lines == [CartRequestItem(article: variant.article, count: 1)])
    store.send(.goToCartTapped)
    await store.settle()
    #expect(router.product == [.cart])
  }

  @Test func aGuestPagesFavoritesNewestFirstAndUnstarsOne() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let kit = LiveKit(server: server)
    let category = try await CatalogueSearch.largestLeafCategory(kit.client)
    let products = try await CatalogueSearch.productsInStock(kit.client, in: category, count: 3)
    for product in products { try await kit.favorites.toggle(product.id) }
    let router = Router()
    let store = FavoritesScreen.store(
      .live(cart: kit.cart, favorites: kit.favorites, session: kit.session, router: router))

    store.send(.viewAppeared)
    await store.settle()
    #expect(store.state.phase == .loaded && !store.state.isSignedIn)
    #expect(store.state.products.map(\.id) == products.map(\.id).reversed())
    store.send(.favoriteTapped(products[1].id))
    await store.settle()
    #expect(store.state.products.count == 3)
    #expect(store.state.favorites.starred == [products[0].id, products[2].id])
    store.send(.refreshPulled)
    await store.settle()
    #expect(store.state.products.map(\.id) == [products[2].id, products[0].id])
    store.send(.loginTapped)
    await store.settle()
    #expect(router.favorites == [.login])
  }

  @Test func checkoutSuggestsTheAddressAndALostAnswerStillBuysOnce() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let keys = Recorder<String>()
    let lost = Counter()
    let live = HTTPTransport.inProcess(server)
    // NB: the first purchase and the client's own 3 retries reach the server but their answers are lost, so the
    // screen sees the failure and the customer taps again.
    let lossy = HTTPTransport { request in
      guard request.url.path.hasSuffix("/checkout/purchase") else { return try await live.send(request) }
      keys.append(request.headers["Idempotency-Key"] ?? "")
      let response = try await live.send(request)
      if lost.count < 4 {
        _ = lost.next()
        throw TransportError.connectionLost
      }
      return response
    }
    let kit = try await Self.customer(server, transport: lossy)
    // NB: a courier takes orders from 500 ₽: enough units of the one line to reach it.
    let line = try #require(kit.cart.state.value.lines.first)
    let price = try #require(kit.cart.state.value.total).kopecks
    _ = try await kit.cart.setCount(Int((50_000 + price - 1) / max(price, 1)), of: line.article)
    let router = Router()
    var dependencies = CheckoutScreen.Dependencies.live(
      api: kit.client, cart: kit.cart,
      checkout: CheckoutService(api: kit.client, makeIdentifier: { UUID().uuidString }),
      session: kit.session, router: router)
    dependencies.sleep = { _ in }
    let store = CheckoutScreen.store(dependencies, initial: CheckoutScreen.State(city: Fixtures.novosibirsk))

    store.send(.viewAppeared)
    await store.settle()
    #expect(store.state.phase == .editing)
    #expect(store.state[.surname] == "Userson" && store.state[.name] == "User" && !store.state[.phone].isEmpty)
    store.send(.textChanged(.street, "Карла Маркса"))
    await store.settle()
    let street = try #require(store.state.suggestions?.items.first, "street suggestions")
    store.send(.suggestionChosen(street))
    store.send(.textChanged(.house, "47"))
    await store.settle()
    let house = try #require(store.state.suggestions?.items.first, "house suggestions")
    store.send(.suggestionChosen(house))
    #expect(store.state.streetID != nil && store.state[.house].hasPrefix("47"))
    store.send(.timeSlotChosen(try #require(store.state.timeSlots.first).id))
    store.send(.paymentTypeChosen(.cash))
    store.send(.purchaseTapped)
    await store.settle()
    #expect(store.state.phase == .editing && store.state.alert == .transport(.connectionLost))

    store.send(.purchaseTapped)
    await store.settle()
    guard case .purchased(let number) = store.state.phase else {
      Issue.record("not purchased: \(store.state.phase), \(String(describing: store.state.alert))")
      return
    }
    #expect(keys.values.count == 5 && Set(keys.values).count == 1)
    let orders = try await kit.client.send(.orders(page: PageRequest()))
    #expect(orders.results.map(\.number) == [number])
    #expect(kit.cart.state.value.lines == [])
    store.send(.orderTapped)
    await store.settle()
    #expect(router.checkout == [.order(number)])
  }

  @Test func theOrdersListPagesAndOpensTheOrder() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let kit = try await Self.customer(server)
    let number = try await Self.purchase(kit)
    let router = Router()
    let store = OrdersScreen.store(.live(api: kit.client, router: router))

    store.send(.viewAppeared)
    await store.settle()
    #expect(store.state.phase == .loaded && store.state.list.nextPage == nil)
    #expect(store.state.orders.map(\.number) == [number])
    store.send(.orderTapped(number))
    await store.settle()
    #expect(router.orders == [.order(number)])
  }

  @Test func anOrderIsCancelledAfterConfirmationAndRepeatedIntoTheCart() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let kit = try await Self.customer(server)
    let number = try await Self.purchase(kit)
    let router = Router()
    let store = OrderScreen.store(
      .live(api: kit.client, cart: kit.cart, router: router), initial: OrderScreen.State(number: number))

    store.send(.viewAppeared)
    await store.settle()
    let order = try #require(store.state.order, "\(store.state.phase)")
    #expect(order.statusCode == .inProgress && order.cancelable)
    store.send(.cancelTapped)
    #expect(store.state.isConfirmingCancel)
    store.send(.cancelConfirmed)
    await store.settle()
    #expect(store.state.order?.statusCode == .canceled && store.state.alert == nil)
    store.send(.repeatTapped)
    await store.settle()
    #expect(store.state.alert == .repeated([]))
    #expect(kit.cart.state.value.lines == order.items.map { CartRequestItem(article: $0.article, count: $0.count) })
    store.send(.goToCartTapped)
    await store.settle()
    #expect(router.order == [.cart])
  }

  /// A registered customer in Novosibirsk with one product in the cart.
  static func customer(_ server: TestServer, transport: HTTPTransport? = nil) async throws -> LiveKit {
    let kit = LiveKit(server: server, transport: transport)
    await kit.region.select(try #require(try await kit.region.cities().first { $0.id == Fixtures.novosibirsk.id }))
    _ = try await kit.session.register(LiveKit.registration)
    let category = try await CatalogueSearch.largestLeafCategory(kit.client)
    let product = try #require(try await CatalogueSearch.productsInStock(kit.client, in: category, count: 1).first)
    let variant = try #require(product.variants.first { $0.availabilityInfo.count > 1 })
    try await kit.cart.add(variant.article)
    return kit
  }

  /// Buys the cart for pick-up at the city's first shop.
  static func purchase(_ kit: LiveKit) async throws -> OrderNumber {
    let shop = try #require(try await kit.client.send(.pickupPoints).first, "a shop in Novosibirsk")
    let request = CheckoutRequest(
      delivery: CheckoutDelivery(pickupPointID: shop.id, type: .selfPickup), paymentType: .card)
    return try await CheckoutService(api: kit.client, makeIdentifier: { UUID().uuidString }).purchase(request)
      .orderNumber
  }
}
