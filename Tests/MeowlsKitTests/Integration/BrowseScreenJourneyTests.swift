import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

/// The Intro, Region, Main and Catalogue stores with their live dependencies against the real server in process.
@MainActor @Suite struct BrowseScreenJourneyTests {
  /// Near Novosibirsk's centre.
  nonisolated static let akademgorodok = Location(latitude: 54.85, longitude: 83.1)

  @Test func theSplashSendsAFirstLaunchToTheCitiesAndALaterOneToTheMainTab() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let kit = LiveKit(server: server)
    let routes = Recorder<IntroScreen.Route>()
    var dependencies = IntroScreen.Dependencies.live(region: kit.region, navigate: { routes.append($0) })
    dependencies.sleep = { _ in }
    let intro = IntroScreen.store(dependencies)
    intro.send(.viewAppeared)
    await intro.settle()
    #expect(routes.values == [.region])

    let city = try #require(try await kit.region.cities().first)
    await kit.region.select(city)
    intro.send(.regionChosen(city))
    await intro.settle()
    #expect(routes.values == [.region, .main])

    let restarted = LiveKit(server: server, storage: kit.settings.url.deletingLastPathComponent())
    let later = Recorder<IntroScreen.Route>()
    dependencies = .live(region: restarted.region, navigate: { later.append($0) })
    dependencies.sleep = { _ in }
    let again = IntroScreen.store(dependencies)
    again.send(.viewAppeared)
    await again.settle()
    #expect(later.values == [.main])
    #expect(again.state.phase == .finished)
  }

  @Test func theCitiesAreSearchedTheNearestIsChosenAndKeptAcrossARestart() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let kit = LiveKit(server: server)
    let routes = Recorder<RegionScreen.Route>()
    let store = RegionScreen.store(
      .live(region: kit.region, locate: { Self.akademgorodok }, navigate: { routes.append($0) }),
      initial: RegionScreen.State(stored: kit.region.selectedCity.value))

    store.send(.viewAppeared)
    await store.settle()
    #expect(store.state.phase == .loaded)
    #expect(store.state.rows.first?.isSelected == true)
    #expect(!store.state.isClosable)
    store.send(.queryChanged("НОВОСИБ"))
    #expect(store.state.rows.map(\.city.id) == [Fixtures.novosibirsk.id])
    store.send(.queryChanged(""))

    store.send(.locationTapped)
    await store.settle()
    let nearest = try #require(store.state.cities.first { $0.id == Fixtures.novosibirsk.id })
    #expect(store.state.alert == .confirm(nearest))
    store.send(.confirmationAccepted)
    await store.settle()
    #expect(routes.values == [.chosen(nearest)])
    #expect(kit.region.selectedCity.value == nearest)
    let restarted = LiveKit(server: server, storage: kit.settings.url.deletingLastPathComponent())
    #expect(restarted.region.selectedCity.value == nearest)
    #expect(RegionScreen.State(stored: restarted.region.selectedCity.value).isClosable)
  }

  @Test func theMainFeedIsLaidOutAndEveryBannerTapLeadsSomewhereThatLoads() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let kit = LiveKit(server: server)
    let routes = Recorder<MainScreen.Route>()
    var dependencies = MainScreen.Dependencies.live(
      api: kit.client, favorites: kit.favorites, navigate: { routes.append($0) })
    // NB: the sliders' clock stops at once, so the store settles.
    dependencies.sleep = { _ in throw CancellationError() }
    let main = MainScreen.store(dependencies)

    main.send(.viewAppeared)
    await main.settle()
    #expect(main.state.phase == .loaded)
    let kinds = main.state.sections.map { section -> String in
      switch section.content {
      case .categories: "categories"
      case .grid: "grid"
      case .products: "products"
      case .slider(let slider): slider.interval == nil ? "slider" : "auto slider"
      }
    }
    #expect(Set(kinds) == ["categories", "grid", "products", "auto slider"])

    let cards = main.state.sections.flatMap { section -> [MainScreen.Card] in
      switch section.content {
      case .grid(let lines): lines.flatMap { $0 }
      case .slider(let slider): slider.cards
      case .categories, .products: []
      }
    }
    #expect(cards.allSatisfy { $0.route != nil })
    // NB: one tap at a time, as a shopper taps: a banner whose target is looked up first (a sale) navigated after
    // the next banner's when all were tapped at once, and the order compared below raced.
    for card in cards {
      main.send(.bannerTapped(card.id))
      await main.settle()
    }
    #expect(routes.values == cards.compactMap(\.route))

    var checked: [MainScreen.Route] = []
    for route in routes.values where !checked.contains(route) {
      checked.append(route)
      switch route {
      case .catalogue(let category):
        #expect(!(try await kit.client.send(.categories(parent: category.id))).isEmpty, "\(route)")
      case .listing(let source, _):
        let listing = ListingScreen.store(
          .live(api: kit.client, cart: kit.cart, favorites: kit.favorites, navigate: { _ in }),
          initial: ListingScreen.State(source: source))
        listing.send(.viewAppeared)
        await listing.settle()
        #expect(listing.state.phase == .loaded, "\(route)")
      case .sales:
        #expect(!(try await kit.client.send(.sales(.online, page: PageRequest(page: 1)))).results.isEmpty)
      case .product, .search, .web:
        Issue.record("the demo shop's banners have no \(route)")
      }
    }

    guard case .products(let products, _) = main.state.sections.first(where: { $0.title == "Хиты продаж" })?.content,
      let product = products.first
    else {
      Issue.record("no product row")
      return
    }
    main.send(.favoriteTapped(product.id))
    await main.settle()
    #expect(main.state.favorites.starred == [product.id])
    #expect(main.state.alert == nil)
  }

  @Test func theCatalogueDrillsDownToALeafAndListsAllProductsOfARoot() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let kit = LiveKit(server: server)
    let routes = Recorder<CatalogueScreen.Route>()
    let roots = CatalogueScreen.store(.live(api: kit.client, navigate: { routes.append($0) }))
    roots.send(.viewAppeared)
    await roots.settle()
    #expect(roots.state.phase == .loaded)
    let root = try #require(roots.state.categories.first { $0.hasChildren })
    roots.send(.categoryTapped(root))
    await roots.settle()
    #expect(routes.values == [.category(root)])

    var level = CatalogueScreen.store(
      .live(api: kit.client, navigate: { routes.append($0) }), initial: CatalogueScreen.State(parent: root))
    level.send(.viewAppeared)
    await level.settle()
    while let next = level.state.categories.first(where: \.hasChildren) {
      level = CatalogueScreen.store(
        .live(api: kit.client, navigate: { routes.append($0) }), initial: CatalogueScreen.State(parent: next))
      level.send(.viewAppeared)
      await level.settle()
    }
    #expect(level.state.phase == .loaded)
    let leaf = try #require(level.state.categories.first)
    level.send(.categoryTapped(leaf))
    level.send(.allProductsTapped)
    await level.settle()
    let parent = try #require(level.state.parent)
    #expect(Array(routes.values.suffix(2)) == [.products(leaf), .products(parent)])

    let listing = ListingScreen.store(
      .live(api: kit.client, cart: kit.cart, favorites: kit.favorites, navigate: { _ in }),
      initial: ListingScreen.State(source: .category(leaf.id)))
    listing.send(.viewAppeared)
    await listing.settle()
    #expect(listing.state.phase == .loaded)
  }
}
