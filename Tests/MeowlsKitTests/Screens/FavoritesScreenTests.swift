import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// Each test keeps the expected whole `State` next to the real one and changes it explicitly step by step.
@Suite struct FavoritesScreenTests {
  typealias F = FavoritesScreen

  static let error = APIError.transport(.notConnected)
  static func id(_ n: Int) -> Product.ID { Fixtures.productID(n) }
  static func products(_ numbers: [Int]) -> [Product] { numbers.map(Fixtures.product) }
  static func ids(_ numbers: [Int]) -> Set<Product.ID> { Set(numbers.map(Fixtures.productID)) }

  static func buyable(_ n: Int) -> Product {
    var product = Fixtures.product(n)
    product.defaultVariantArticle = Article("A-\(n)")
    return product
  }

  func step(
    _ state: inout F.State, _ action: F.Action, _ expected: F.State, _ effects: [F.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(F.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func pagesFollowToTheEndAppendedWithoutRepeats() {
    var state = F.State()
    step(&state, .viewAppeared, F.State(list: .init(phase: .loading, request: 1)), [.loadMarks, .fetchPage(1)])
    step(
      &state, .pageResponse(1, .success(Fixtures.page([1, 2, 3, 4, 5], page: 1, next: 2))),
      F.State(
        favorites: .init(starred: Self.ids([1, 2, 3, 4, 5])),
        list: .init(items: Self.products([1, 2, 3, 4, 5]), nextPage: 2, phase: .loaded)),
      [])
    let five = state
    step(&state, .productAppeared(Self.id(1)), five, [])
    var more = five
    more.list.phase = .loadingMore
    more.list.request = 2
    step(&state, .productAppeared(Self.id(2)), more, [.fetchPage(2)])
    step(&state, .productAppeared(Self.id(5)), more, [])
    step(
      &state, .pageResponse(2, .success(Fixtures.page([5, 6], page: 2, next: 2))),
      F.State(
        favorites: .init(starred: Self.ids([1, 2, 3, 4, 5, 6])),
        list: .init(items: Self.products([1, 2, 3, 4, 5, 6]), phase: .loaded)),
      [])
    let all = state
    step(&state, .productAppeared(Self.id(6)), all, [])
  }

  @Test func anEmptyListOffersTheCatalogueToACustomerAndLoginToAGuest() {
    var guest = F.State(list: .init(phase: .loading, request: 1))
    step(
      &guest, .pageResponse(1, .success(Fixtures.page([], page: 1, next: nil))), F.State(list: .init(phase: .empty)), []
    )
    step(&guest, .loginTapped, F.State(list: .init(phase: .empty)), [.navigate(.login)])
    var customer = F.State(isSignedIn: true, list: .init(phase: .empty))
    step(&customer, .loginTapped, customer, [])
    step(&customer, .catalogueTapped, customer, [.navigate(.catalogue)])
  }

  @Test func aFailedFirstPageAndAFailedFurtherPageAreRetried() {
    var state = F.State(list: .init(phase: .loading, request: 1))
    step(&state, .pageResponse(1, .failure(Self.error)), F.State(list: .init(phase: .failed(Self.error))), [])
    step(&state, .retryTapped, F.State(list: .init(phase: .loading, request: 1)), [.fetchPage(1)])
    step(&state, .retryTapped, F.State(list: .init(phase: .loading, request: 1)), [])
    var listed = F.State(
      favorites: .init(starred: Self.ids([1])),
      list: .init(items: Self.products([1]), nextPage: 2, phase: .loadingMore, request: 2))
    step(
      &listed, .pageResponse(2, .failure(Self.error)),
      F.State(
        favorites: .init(starred: Self.ids([1])),
        list: .init(items: Self.products([1]), nextPage: 2, phase: .loadingMoreFailed(Self.error))),
      [])
    step(
      &listed, .retryTapped,
      F.State(
        favorites: .init(starred: Self.ids([1])),
        list: .init(items: Self.products([1]), nextPage: 2, phase: .loadingMore, request: 2)),
      [.fetchPage(2)])
  }

  @Test func reappearingReloadsQuietlyDropsTheOlderPageAndKeepsTheListOnFailure() {
    var state = F.State(
      favorites: .init(starred: Self.ids([1, 2])),
      list: .init(items: Self.products([1, 2]), nextPage: 2, phase: .loadingMore, request: 2))
    let refreshing = F.State(
      favorites: .init(starred: Self.ids([1, 2])),
      list: .init(items: Self.products([1, 2]), nextPage: 2, phase: .refreshing, request: 1))
    step(&state, .viewAppeared, refreshing, [.loadMarks, .fetchPage(1)])
    step(&state, .refreshPulled, refreshing, [])
    step(&state, .pageResponse(2, .success(Fixtures.page([3], page: 2, next: nil))), refreshing, [])
    step(
      &state, .pageResponse(1, .failure(Self.error)),
      F.State(
        favorites: .init(starred: Self.ids([1, 2])),
        list: .init(items: Self.products([1, 2]), nextPage: 2, phase: .loaded)), [])
    step(&state, .refreshPulled, refreshing, [.fetchPage(1)])
    step(
      &state, .pageResponse(1, .success(Fixtures.page([2], page: 1, next: nil))),
      F.State(favorites: .init(starred: Self.ids([1, 2])), list: .init(items: Self.products([2]), phase: .loaded)), [])
  }

  @Test func unstarredProductsStayDimmedAndAFailureRestoresTheStar() {
    var state = F.State(
      favorites: .init(starred: Self.ids([1, 2])), list: .init(items: Self.products([1, 2]), phase: .loaded))
    step(
      &state, .favoriteTapped(Self.id(1)),
      F.State(
        favorites: .init(starred: Self.ids([2]), pending: Self.ids([1])),
        list: .init(items: Self.products([1, 2]), phase: .loaded)),
      [.toggleFavorite(Self.id(1))])
    step(
      &state, .favoriteTapped(Self.id(1)),
      F.State(
        favorites: .init(starred: Self.ids([2]), pending: Self.ids([1])),
        list: .init(items: Self.products([1, 2]), phase: .loaded)),
      [])
    step(&state, .favoriteTapped(Self.id(9)), state, [])
    step(
      &state, .marksLoaded(isSignedIn: true, favorites: Self.ids([1, 2]), cartArticles: ["A-2"]),
      F.State(
        cart: .init(articles: ["A-2"]), favorites: .init(starred: Self.ids([2]), pending: Self.ids([1])),
        isSignedIn: true, list: .init(items: Self.products([1, 2]), phase: .loaded)), [])
    step(
      &state, .favoriteResponse(Self.id(1), .success(false)),
      F.State(
        cart: .init(articles: ["A-2"]), favorites: .init(starred: Self.ids([2])), isSignedIn: true,
        list: .init(items: Self.products([1, 2]), phase: .loaded)),
      [])
    step(
      &state, .favoriteTapped(Self.id(2)),
      F.State(
        cart: .init(articles: ["A-2"]), favorites: .init(pending: Self.ids([2])), isSignedIn: true,
        list: .init(items: Self.products([1, 2]), phase: .loaded)), [.toggleFavorite(Self.id(2))])
    step(
      &state, .favoriteResponse(Self.id(2), .failure(Self.error)),
      F.State(
        alert: Self.error, cart: .init(articles: ["A-2"]), favorites: .init(starred: Self.ids([2])), isSignedIn: true,
        list: .init(items: Self.products([1, 2]), phase: .loaded)), [])
  }

  @Test func addToCartTakesOneTapOrOpensTheCardToChooseAVariant() {
    let products = [Self.buyable(1), Fixtures.product(2)]
    var state = F.State(list: .init(items: products, phase: .loaded))
    step(
      &state, .addToCartTapped(Self.buyable(1)),
      F.State(cart: .init(pending: Self.ids([1])), list: .init(items: products, phase: .loaded)),
      [.addToCart(Self.id(1), "A-1")])
    step(&state, .addToCartTapped(Self.buyable(1)), state, [])
    step(&state, .addToCartTapped(Fixtures.product(2)), state, [.navigate(.product(Self.id(2)))])
    step(
      &state, .cartResponse(Self.id(1), .success(["A-1"])),
      F.State(cart: .init(articles: ["A-1"]), list: .init(items: products, phase: .loaded)),
      [])
    step(&state, .cartResponse(Self.id(1), .failure(Self.error)), state, [])
    step(&state, .productTapped(Self.id(2)), state, [.navigate(.product(Self.id(2)))])
    state.cart.pending = Self.ids([1])
    step(
      &state, .cartResponse(Self.id(1), .failure(Self.error)),
      F.State(alert: Self.error, cart: .init(articles: ["A-1"]), list: .init(items: products, phase: .loaded)), [])
    step(
      &state, .alertDismissed, F.State(cart: .init(articles: ["A-1"]), list: .init(items: products, phase: .loaded)), []
    )
  }

  @MainActor @Test func theStorePagesAndUnstars() async {
    let routes = Recorder<F.Route>()
    let store = F.store(
      F.Dependencies(
        addToCart: { _ throws(APIError) in [] }, marks: { (false, Self.ids([1, 2, 3]), []) },
        navigate: { routes.append($0) },
        page: { page, perPage throws(APIError) in
          #expect(perPage == 20)
          return page == 1 ? Fixtures.page([1, 2], page: 1, next: 2) : Fixtures.page([3], page: 2, next: nil)
        }, toggleFavorite: { _ throws(APIError) in false }))
    store.send(.viewAppeared)
    await store.settle()
    store.send(.productAppeared(Self.id(2)))
    await store.settle()
    store.send(.favoriteTapped(Self.id(3)))
    await store.settle()
    store.send(.loginTapped)
    await store.settle()
    #expect(
      store.state
        == F.State(
          favorites: .init(starred: Self.ids([1, 2])), list: .init(items: Self.products([1, 2, 3]), phase: .loaded)))
    #expect(routes.values == [.login])
  }
}
