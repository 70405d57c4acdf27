import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

/// The finished screens' stores with their live dependencies against the real server in process.
@MainActor @Suite struct ScreenJourneyTests {
  @Test func searchSuggestsRemembersAndShowsAllResults() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let kit = LiveKit(server: server)
    let category = try await CatalogueSearch.largestLeafCategory(kit.client)
    let routes = Recorder<SearchScreen.Route>()
    var dependencies = SearchScreen.Dependencies.live(
      api: kit.client, history: SearchHistory(settings: kit.settings), navigate: { routes.append($0) })
    dependencies.sleep = { _ in }
    let store = SearchScreen.store(dependencies)

    store.send(.viewAppeared)
    store.send(.queryChanged(category.name))
    await store.settle()
    guard case .suggestions(let query, let suggestions) = store.state.phase else {
      Issue.record("no suggestions for \(category.name): \(store.state.phase)")
      return
    }
    #expect(query == category.name && !suggestions.isEmpty)
    if case .loaded = store.state.popular {} else { Issue.record("popular queries: \(store.state.popular)") }

    store.send(.showAllResultsTapped)
    await store.settle()
    #expect(routes.values == [.results(category.name)])
    #expect(SearchHistory(settings: kit.settings).queries == [category.name])
  }

  @Test func aListingPagesAddsToCartStarsAndTheCartSendsAGuestToLogin() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let kit = LiveKit(server: server)
    let category = try await CatalogueSearch.largestLeafCategory(kit.client)
    let listing = ListingScreen.store(
      .live(api: kit.client, cart: kit.cart, favorites: kit.favorites, navigate: { _ in }),
      initial: ListingScreen.State(source: .category(category.id)))

    listing.send(.viewAppeared)
    await listing.settle()
    #expect(listing.state.phase == .loaded)
    #expect(listing.state.products.count == min(20, category.productsCount ?? 20))
    if case .loaded(let groups) = listing.state.filters {
      #expect(!groups.isEmpty)
    } else {
      Issue.record("filters: \(listing.state.filters)")
    }
    if let last = listing.state.products.last, listing.state.list.nextPage != nil {
      listing.send(.productAppeared(last.id))
      await listing.settle()
      #expect(listing.state.products.count > 20)
      #expect(Set(listing.state.products.map(\.id)).count == listing.state.products.count)
    }

    let product = try #require(
      listing.state.products.first { product in
        guard let article = CartMarks.quickBuyArticle(of: product) else { return false }
        return product.variants.contains { $0.article == article && $0.availabilityInfo.count > 1 }
      }, "a product that one tap can add")
    let article = try #require(CartMarks.quickBuyArticle(of: product))
    listing.send(.addToCartTapped(product))
    listing.send(.favoriteTapped(product.id))
    await listing.settle()
    #expect(listing.state.cart.articles == [article])
    #expect(listing.state.favorites.starred == [product.id])
    #expect(listing.state.alert == nil)

    let routes = Recorder<CartScreen.Route>()
    let cart = CartScreen.store(.live(cart: kit.cart, session: kit.session, navigate: { routes.append($0) }))
    cart.send(.viewAppeared)
    await cart.settle()
    #expect(cart.state.phase == .loaded)
    #expect(cart.state.cart.lines == [CartRequestItem(article: article, count: 1)])
    cart.send(.countChanged(article, 2))
    await cart.settle()
    #expect(cart.state.cart.lines == [CartRequestItem(article: article, count: 2)])
    #expect(cart.state.summaries.contains { $0.type == .total })
    cart.send(.checkoutTapped)
    await cart.settle()
    #expect(routes.values == [.login])
  }
}
