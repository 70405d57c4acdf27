import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// Each test keeps the expected whole `State` next to the real one and changes it explicitly step by step.
@Suite struct ListingScreenTests {
  typealias L = ListingScreen

  static let error = APIError.transport(.notConnected)
  static let categoryID = Category.ID(UUID(uuidString: "00000000-0000-0000-0000-0000000000CA")!)
  static let saleID = Sale.ID(UUID(uuidString: "00000000-0000-0000-0000-00000000005A")!)
  static let groups = [
    FilterGroup(
      displayName: "Бренд", name: "brand", type: .multiple,
      values: [FilterValue(count: 3, displayName: "Мяу", value: "meow")])
  ]

  static func product(_ n: Int, article: Article? = nil) -> Product {
    var product = Fixtures.product(n)
    product.defaultVariantArticle = article
    return product
  }

  static func page(_ numbers: [Int], page: Int, next: Int?, total: Int = 30) -> Page<Product> {
    Fixtures.page(numbers, page: page, next: next, total: total)
  }

  static func request(_ page: Int, filters: FilterSelection = [:], sort: ProductSort? = nil) -> L.Request {
    L.Request(listing: .category(categoryID, filters: filters, sort: sort), page: page)
  }

  func step(
    _ state: inout L.State, _ action: L.Action, _ expected: L.State, _ effects: [L.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(L.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func aCategoryLoadsPageByPageWithoutRepeatsUntilTheEnd() {
    var state = L.State(source: .category(Self.categoryID))
    var expected = state
    expected.list.phase = .loading
    expected.list.request = 1
    expected.filters = .loading
    step(
      &state, .viewAppeared, expected,
      [.loadMarks, .fetchProducts(Self.request(1)), .fetchFilters(Self.categoryID, [:])])

    expected.favorites.starred = [Fixtures.productID(2)]
    expected.cart.articles = ["A-1"]
    step(&state, .marksLoaded(favorites: [Fixtures.productID(2)], cartArticles: ["A-1"]), expected, [])

    expected.filters = .loaded(Self.groups)
    step(&state, .filtersResponse([:], .success(Self.groups)), expected, [])

    let first = Array(1...20)
    expected.list.items = first.map(Fixtures.product)
    expected.list.nextPage = 2
    expected.totalCount = 30
    expected.list.phase = .loaded
    expected.list.request = nil
    step(&state, .productsResponse(Self.request(1), .success(Self.page(first, page: 1, next: 2))), expected, [])

    step(&state, .productAppeared(Fixtures.productID(10)), expected, [])

    expected.list.phase = .loadingMore
    expected.list.request = 2
    step(&state, .productAppeared(Fixtures.productID(17)), expected, [.fetchProducts(Self.request(2))])
    step(&state, .productAppeared(Fixtures.productID(20)), expected, [])

    expected.list.items += Array(21...30).map(Fixtures.product)
    expected.list.nextPage = nil
    expected.list.phase = .loaded
    expected.list.request = nil
    step(
      &state, .productsResponse(Self.request(2), .success(Self.page([20] + Array(21...30), page: 2, next: nil))),
      expected, [])
    step(&state, .productAppeared(Fixtures.productID(30)), expected, [])
    step(&state, .viewAppeared, expected, [.loadMarks])
  }

  @Test func nothingListedIsTheEmptyState() {
    var state = L.State(source: .query("zzz"), list: .init(phase: .loading, request: 1))
    let expected = L.State(source: .query("zzz"), list: .init(phase: .empty), totalCount: 0)
    step(
      &state,
      .productsResponse(
        L.Request(listing: .search("zzz"), page: 1), .success(Self.page([], page: 1, next: nil, total: 0))),
      expected, [])
  }

  @Test func aFailedFirstPageIsRetriedOnceAtATimeWithItsFilters() {
    var state = L.State(source: .category(Self.categoryID), filters: .loading, list: .init(phase: .loading, request: 1))
    var expected = state
    expected.list.phase = .failed(Self.error)
    expected.list.request = nil
    step(&state, .productsResponse(Self.request(1), .failure(Self.error)), expected, [])
    expected.filters = .failed(Self.error)
    step(&state, .filtersResponse([:], .failure(Self.error)), expected, [])

    expected.list.phase = .loading
    expected.list.request = 1
    expected.filters = .loading
    step(&state, .retryTapped, expected, [.fetchProducts(Self.request(1)), .fetchFilters(Self.categoryID, [:])])
    step(&state, .retryTapped, expected, [])
  }

  @Test func aFailedFurtherPageKeepsTheProductsAndRetriesThatPage() {
    let products = [1, 2].map(Fixtures.product)
    var state = L.State(
      source: .sale(Self.saleID), list: .init(items: products, nextPage: 2, phase: .loadingMore, request: 2),
      totalCount: 30)
    var expected = state
    expected.list.phase = .loadingMoreFailed(Self.error)
    expected.list.request = nil
    step(&state, .productsResponse(L.Request(listing: .sale(Self.saleID), page: 2), .failure(Self.error)), expected, [])
    expected.list.phase = .loadingMore
    expected.list.request = 2
    step(&state, .retryTapped, expected, [.fetchProducts(L.Request(listing: .sale(Self.saleID), page: 2))])
  }

  @Test func aChangedSelectionDropsTheAnswersOfTheOldOne() {
    var state = L.State(source: .category(Self.categoryID), filters: .loading, list: .init(phase: .loading, request: 1))
    var expected = state
    expected.selection = ["brand": ["meow"]]
    expected.list.request = 1
    step(
      &state, .filterValueToggled(code: "brand", value: "meow"), expected,
      [
        .fetchProducts(Self.request(1, filters: ["brand": ["meow"]])),
        .fetchFilters(Self.categoryID, ["brand": ["meow"]]),
      ])
    #expect(state.request == Self.request(1, filters: ["brand": ["meow"]]))
    step(&state, .productsResponse(Self.request(1), .success(Self.page([1], page: 1, next: nil))), expected, [])
    step(&state, .filtersResponse([:], .success(Self.groups)), expected, [])
  }

  @Test func filtersToggleClearAndSortReloadFromTheFirstPage() {
    var state = L.State(
      source: .category(Self.categoryID), filters: .loaded(Self.groups),
      list: .init(items: [Fixtures.product(1)], nextPage: 2, phase: .loaded), totalCount: 30)
    var expected = L.State(
      source: .category(Self.categoryID), filters: .loading, list: .init(phase: .loading, request: 1),
      selection: ["brand": ["meow"]])
    step(
      &state, .filterValueToggled(code: "brand", value: "meow"), expected,
      [
        .fetchProducts(Self.request(1, filters: ["brand": ["meow"]])),
        .fetchFilters(Self.categoryID, ["brand": ["meow"]]),
      ])
    #expect(state.request == Self.request(1, filters: ["brand": ["meow"]]))

    expected.sort = .name
    expected.list.request = 1
    step(
      &state, .sortChosen(.name), expected, [.fetchProducts(Self.request(1, filters: ["brand": ["meow"]], sort: .name))]
    )
    step(&state, .sortChosen(.name), expected, [])
    #expect(state.request == Self.request(1, filters: ["brand": ["meow"]], sort: .name))

    expected.selection = [:]
    expected.list.request = 1
    step(
      &state, .filterValueToggled(code: "brand", value: "meow"), expected,
      [.fetchProducts(Self.request(1, sort: .name)), .fetchFilters(Self.categoryID, [:])])
    step(&state, .filtersCleared, expected, [])
    #expect(state.request == Self.request(1, sort: .name))
  }

  @Test func salesAndCollectionsHaveNoFiltersOrSort() {
    var state = L.State(source: .sale(Self.saleID))
    var expected = L.State(source: .sale(Self.saleID), filters: .unavailable, list: .init(phase: .loading, request: 1))
    step(
      &state, .viewAppeared, expected, [.loadMarks, .fetchProducts(L.Request(listing: .sale(Self.saleID), page: 1))])
    step(&state, .filterValueToggled(code: "brand", value: "meow"), expected, [])
    step(&state, .sortChosen(.name), expected, [])

    var collection = L.State(source: .collection([Fixtures.productID(1)]))
    expected = L.State(source: .collection([Fixtures.productID(1)]), list: .init(phase: .loading, request: 1))
    step(
      &collection, .viewAppeared, expected,
      [.loadMarks, .fetchProducts(L.Request(listing: .productIDs([Fixtures.productID(1)]), page: 1))])
  }

  @Test func refreshReplacesTheListAndTheMarks() {
    var state = L.State(
      source: .query("корм"), list: .init(items: [Fixtures.product(1)], nextPage: 2, phase: .loaded), totalCount: 9)
    let expected = L.State(source: .query("корм"), list: .init(phase: .loading, request: 1))
    step(&state, .refreshPulled, expected, [.fetchProducts(L.Request(listing: .search("корм"), page: 1)), .loadMarks])
    step(&state, .refreshPulled, expected, [])
  }

  @Test func addingToCartIsOneTapAtATime() {
    let product = Self.product(1, article: "A-1")
    var state = L.State(source: .query("к"), list: .init(items: [product], phase: .loaded))
    var expected = state
    expected.cart.pending = [product.id]
    step(&state, .addToCartTapped(product), expected, [.addToCart(product.id, "A-1")])
    step(&state, .addToCartTapped(product), expected, [])
    expected.cart.pending = []
    expected.cart.articles = ["A-1"]
    step(&state, .cartResponse(product.id, .success(["A-1"])), expected, [])
    step(&state, .cartResponse(product.id, .success([])), expected, [])

    expected.cart.pending = [product.id]
    step(&state, .addToCartTapped(product), expected, [.addToCart(product.id, "A-1")])
    expected.cart.pending = []
    expected.alert = Self.error
    step(&state, .cartResponse(product.id, .failure(Self.error)), expected, [])
    expected.alert = nil
    step(&state, .alertDismissed, expected, [])
  }

  @Test func aProductWithoutAQuickBuyVariantOpensItsCard() {
    let product = Self.product(2)
    var state = L.State(source: .query("к"), list: .init(items: [product], phase: .loaded))
    step(&state, .addToCartTapped(product), state, [.navigate(.product(product.id))])
  }

  @Test func aStarIsShownAtOnceAndRolledBackOnFailure() {
    let id = Fixtures.productID(1)
    var state = L.State(source: .query("к"), list: .init(items: [Fixtures.product(1)], phase: .loaded))
    var expected = state
    expected.favorites.starred = [id]
    expected.favorites.pending = [id]
    step(&state, .favoriteTapped(id), expected, [.toggleFavorite(id)])
    step(&state, .favoriteTapped(id), expected, [])
    step(&state, .marksLoaded(favorites: [], cartArticles: []), expected, [])
    expected.favorites.pending = []
    step(&state, .favoriteResponse(id, .success(true)), expected, [])

    expected.favorites.starred = []
    expected.favorites.pending = [id]
    step(&state, .favoriteTapped(id), expected, [.toggleFavorite(id)])
    expected.favorites.starred = [id]
    expected.favorites.pending = []
    expected.alert = Self.error
    step(&state, .favoriteResponse(id, .failure(Self.error)), expected, [])
    step(&state, .favoriteResponse(id, .success(false)), expected, [])
  }

  @Test func tapsOpenTheProductAndTheCart() {
    var state = L.State(source: .query("к"))
    step(&state, .productTapped(Fixtures.productID(3)), state, [.navigate(.product(Fixtures.productID(3)))])
    step(&state, .goToCartTapped, state, [.navigate(.cart)])
  }

  @MainActor @Test func theStoreListsTwoPagesAndStarsAProduct() async {
    let asked = Recorder<Int>()
    let pages = [1: Self.page(Array(1...20), page: 1, next: 2), 2: Self.page([21], page: 2, next: nil)]
    let store = L.store(
      L.Dependencies(
        addToCart: { article throws(APIError) in [article] }, marks: { ([], []) },
        filters: { _ throws(APIError) in Self.groups }, navigate: { _ in },
        products: { _, page throws(APIError) in
          asked.append(page.effectivePage)
          guard let answer = pages[page.effectivePage] else { throw Self.error }
          return answer
        }, toggleFavorite: { _ throws(APIError) in true }),
      initial: L.State(source: .category(Self.categoryID)))
    store.send(.viewAppeared)
    await store.settle()
    store.send(.productAppeared(Fixtures.productID(20)))
    store.send(.favoriteTapped(Fixtures.productID(21)))
    await store.settle()
    #expect(
      store.state
        == L.State(
          source: .category(Self.categoryID), favorites: .init(starred: [Fixtures.productID(21)]),
          filters: .loaded(Self.groups), list: .init(items: Array(1...21).map(Fixtures.product), phase: .loaded),
          totalCount: 30))
    #expect(asked.values == [1, 2])
  }

  @Test func theFilterGroupsToChooseInLeaveOutTheServersSortGroup() {
    let sort = FilterGroup(
      defaultValue: "index", displayName: "Сортировка", name: "sort", type: .single,
      values: [FilterValue(displayName: "По умолчанию", value: "index")])
    let state = L.State(source: .category(Self.categoryID), filters: .loaded([sort] + Self.groups))
    #expect(state.filterGroups == Self.groups)
    #expect(L.State(source: .category(Self.categoryID), filters: .loading).filterGroups == [])
  }
}
