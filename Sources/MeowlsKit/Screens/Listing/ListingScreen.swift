import Foundation
import MeowlsAPI

/// A product grid (`app.md` §9) for a category, a sale, a collection of products or a search query: filters with
/// counts and sort (categories and queries), pages of 20 loaded near the end, add to cart and favourite without
/// opening the product.
public enum ListingScreen {
  /// What happened on the grid, alphabetised.
  public enum Action: Equatable, Sendable {
    case addToCartTapped(Product)
    case alertDismissed
    case cartResponse(Product.ID, Result<Set<Article>, APIError>)
    case favoriteResponse(Product.ID, Result<Bool, APIError>)
    case favoriteTapped(Product.ID)
    case filterValueToggled(code: String, value: String)
    case filtersCleared
    case filtersResponse(FilterSelection, Result<[FilterGroup], APIError>)
    case goToCartTapped
    case marksLoaded(favorites: Set<Product.ID>, cartArticles: Set<Article>)
    case productAppeared(Product.ID)
    case productTapped(Product.ID)
    case productsResponse(Request, Result<Page<Product>, APIError>)
    case refreshPulled
    case retryTapped
    case sortChosen(ProductSort?)
    case viewAppeared
  }

  /// Where the grid sends the user.
  public enum Route: Equatable, Sendable {
    case cart
    /// A product card (also when adding needs a variant chosen first).
    case product(Product.ID)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case addToCart(Product.ID, Article)
    case fetchFilters(Category.ID, FilterSelection)
    case fetchProducts(Request)
    case loadMarks
    case navigate(Route)
    case toggleFavorite(Product.ID)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .addToCartTapped(let product):
      switch state.cart.tap(product) {
      case .add(let article): return [.addToCart(product.id, article)]
      case .chooseVariant: return [.navigate(.product(product.id))]
      case .ignored: return []
      }

    case .alertDismissed:
      state.alert = nil
      return []

    case .cartResponse(let id, let result):
      if let error = state.cart.receive(id, result) { state.alert = error }
      return []

    case .favoriteResponse(let id, let result):
      if let error = state.favorites.receive(id, result) { state.alert = error }
      return []

    case .favoriteTapped(let id):
      return state.favorites.tap(id) ? [.toggleFavorite(id)] : []

    case .filterValueToggled(let code, let value):
      guard state.source.isFilterable else { return [] }
      state.selection = toggling(value, of: code, in: state.selection)
      return reload(&state, filters: true)

    case .filtersCleared:
      guard !state.selection.isEmpty else { return [] }
      state.selection = [:]
      return reload(&state, filters: true)

    case .filtersResponse(let selection, let result):
      guard selection == state.selection, state.filters == .loading else { return [] }
      switch result {
      case .success(let groups): state.filters = .loaded(groups)
      case .failure(let error): state.filters = .failed(error)
      }
      return []

    case .goToCartTapped:
      return [.navigate(.cart)]

    case .marksLoaded(let favorites, let articles):
      state.favorites.reload(favorites)
      state.cart.articles = articles
      return []

    case .productAppeared(let id):
      return fetch(state.list.itemAppeared(id), of: state)

    case .productTapped(let id):
      return [.navigate(.product(id))]

    case .productsResponse(let request, let result):
      guard request.listing == listing(of: state), state.list.receive(page: request.page, result) else { return [] }
      if case .success(let page) = result { state.totalCount = page.paginationInfo.totalCount }
      return []

    case .refreshPulled:
      guard state.phase != .loading else { return [] }
      return reload(&state, filters: true) + [.loadMarks]

    case .retryTapped:
      switch state.phase {
      case .failed: return reload(&state, filters: state.filters.isFailed)
      default: return fetch(state.list.retry(), of: state)
      }

    case .sortChosen(let sort):
      guard state.source.isFilterable, sort != state.sort else { return [] }
      state.sort = sort
      return reload(&state, filters: false)

    case .viewAppeared:
      guard state.phase == .idle else { return [.loadMarks] }
      return [.loadMarks] + reload(&state, filters: true)
    }
  }

  /// The `GET /products` listing of the current source, selection and sort.
  public static func listing(of state: State) -> ProductListing {
    switch state.source {
    case .category(let id): .category(id, filters: state.selection, sort: state.sort)
    case .collection(let ids): .productIDs(ids)
    case .query(let text): .search(text, filters: state.selection, sort: state.sort)
    case .sale(let id): .sale(id)
    }
  }

  private static func reload(_ state: inout State, filters: Bool) -> [Effect] {
    state.totalCount = nil
    var effects = fetch(state.list.reload(), of: state)
    if filters, case .category(let id) = state.source {
      state.filters = .loading
      effects.append(.fetchFilters(id, state.selection))
    }
    return effects
  }

  private static func fetch(_ page: Int?, of state: State) -> [Effect] {
    page.map { [.fetchProducts(Request(listing: listing(of: state), page: $0))] } ?? []
  }

  private static func toggling(_ value: String, of code: String, in selection: FilterSelection) -> FilterSelection {
    var result = FilterSelection()
    for existing in selection.codes {
      let values = selection[existing]
      let kept = existing == code ? values.filter { $0 != value } : values
      if !kept.isEmpty { result.append(kept, for: existing) }
    }
    if !selection[code].contains(value) { result.append([value], for: code) }
    return result
  }
}

extension ListingScreen.Filters {
  fileprivate var isFailed: Bool {
    if case .failed = self { true } else { false }
  }
}
