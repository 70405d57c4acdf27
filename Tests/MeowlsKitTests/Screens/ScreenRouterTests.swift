import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// The app's navigation as one object implementing every screen's router protocol, as a coordinator would.
@MainActor
final class RecordingRouter:
  CartRouting, CatalogueRouting, IntroRouting, ListingRouting, MainRouting, RegionRouting, SearchRouting
{
  var opened: [String] = []

  func open(_ route: CartScreen.Route) { opened.append("cart \(route)") }
  func open(_ route: CatalogueScreen.Route) { opened.append("catalogue \(route)") }
  func open(_ route: IntroScreen.Route) { opened.append("intro \(route)") }
  func open(_ route: ListingScreen.Route) { opened.append("listing \(route)") }
  func open(_ route: MainScreen.Route) { opened.append("main \(route)") }
  func open(_ route: RegionScreen.Route) { opened.append("region \(route)") }
  func open(_ route: SearchScreen.Route) { opened.append("search \(route)") }
}

/// `Dependencies.live(..., router:)` hands every route a screen's store asks for to the router, and holds the
/// router weakly: a router that is gone receives nothing and keeps nothing alive. No request is sent (the
/// transport fails any).
@MainActor @Suite struct ScreenRouterTests {
  let services = ServiceHarness(transport: .failing)

  @Test func theFinishedScreensOpenTheirRoutesWithTheirRouters() async {
    let router = RecordingRouter()
    let product = Fixtures.productID(1)
    let lines = CartState(lines: [CartRequestItem(article: "A-1", count: 1)])

    let search = SearchScreen.store(
      .live(api: services.kit.client, history: SearchHistory(settings: services.kit.settings), router: router))
    search.send(.cancelTapped)
    await search.settle()
    let listing = ListingScreen.store(
      .live(api: services.kit.client, cart: services.cart, favorites: services.favorites, router: router),
      initial: ListingScreen.State(source: .query("к"), list: .init(phase: .loaded)))
    listing.send(.productTapped(product))
    await listing.settle()
    let cart = CartScreen.store(
      .live(cart: services.cart, session: services.session, router: router),
      initial: CartScreen.State(cart: lines, isSignedIn: false, phase: .loaded))
    cart.send(.checkoutTapped)
    await cart.settle()

    #expect(router.opened == ["search close", "listing product(\(product))", "cart login"])
  }

  @Test func theBrowsingScreensOpenTheirRoutesWithTheirRouters() async {
    let router = RecordingRouter()
    let region = RegionService(api: services.kit.client, settings: services.kit.settings)

    let intro = IntroScreen.store(
      .live(region: region, router: router), initial: IntroScreen.State(phase: .choosingRegion))
    intro.send(.regionChosen(Fixtures.omsk))
    await intro.settle()
    let cities = RegionScreen.store(
      .live(region: region, locate: { nil }, router: router),
      initial: RegionScreen.State(stored: Fixtures.omsk, cities: [Fixtures.omsk], phase: .loaded))
    cities.send(.closeTapped)
    await cities.settle()
    let main = MainScreen.store(.live(api: services.kit.client, favorites: services.favorites, router: router))
    main.send(.searchTapped)
    await main.settle()
    let catalogue = CatalogueScreen.store(
      .live(api: services.kit.client, router: router), initial: CatalogueScreen.State(phase: .loaded))
    catalogue.send(.searchTapped)
    await catalogue.settle()

    #expect(router.opened == ["intro main", "region close", "main search", "catalogue search"])
  }

  @Test func aRouterThatIsGoneReceivesNothing() async {
    var router: RecordingRouter? = RecordingRouter()
    weak let released = router
    let store = CatalogueScreen.store(
      .live(api: services.kit.client, router: router!), initial: CatalogueScreen.State(phase: .loaded))
    router = nil
    #expect(released == nil)
    store.send(.searchTapped)
    await store.settle()
  }
}
