import Foundation
import MeowlsAPI

/// The favourites tab (`app.md` §2.8, §18.6 fixed): a guest's stored stars or a customer's, newest first, in pages
/// of 20 followed to the end; unstarring keeps the product on screen (dimmed) until the next reload, so a slip can
/// be undone; add to cart in one tap as on a listing.
public enum FavoritesScreen {
  /// Everything the tab shows.
  public struct State: Equatable, Sendable {
    /// The last failed cart or star change, shown once.
    public var alert: APIError?
    /// Articles the cart holds.
    public var cartArticles: Set<Article>
    /// Products whose add-to-cart is on its way.
    public var cartPending: Set<Product.ID>
    /// Products starred now (a listed product missing here was unstarred and is dimmed).
    public var favorites: Set<Product.ID>
    /// Products whose star is on its way.
    public var favoritesPending: Set<Product.ID>
    /// Whether a customer is signed in; a guest sees the "log in to keep them" banner.
    public var isSignedIn: Bool
    /// The page after the last one listed, if any.
    public var nextPage: Int?
    /// What the list is doing.
    public var phase: Phase
    /// The products listed, without repeats.
    public var products: [Product]
    /// The page whose answer the list waits for; any other answer is stale.
    public var request: Int?

    /// A tab that has not appeared yet.
    public init(
      alert: APIError? = nil, cartArticles: Set<Article> = [], cartPending: Set<Product.ID> = [],
      favorites: Set<Product.ID> = [], favoritesPending: Set<Product.ID> = [], isSignedIn: Bool = false,
      nextPage: Int? = nil, phase: Phase = .idle, products: [Product] = [], request: Int? = nil
    ) {
      self.alert = alert
      self.cartArticles = cartArticles
      self.cartPending = cartPending
      self.favorites = favorites
      self.favoritesPending = favoritesPending
      self.isSignedIn = isSignedIn
      self.nextPage = nextPage
      self.phase = phase
      self.products = products
      self.request = request
    }
  }

  /// The list; the phases exclude each other.
  public enum Phase: Equatable, Sendable {
    /// No favourites: "go to the catalogue" (customer) or "log in" (guest).
    case empty
    /// The first page failed; a retry button.
    case failed(APIError)
    case idle
    case loaded
    /// The first page is on its way and nothing is listed.
    case loading
    /// A further page failed; the products stay, with a retry row.
    case loadingMoreFailed(APIError)
    /// A further page is on its way.
    case loadingMore
    /// The list is listed and its first page is being reloaded (pull to refresh, reappearance).
    case refreshing
  }

  /// What happened on the tab, alphabetised.
  public enum Action: Equatable, Sendable {
    case addToCartTapped(Product)
    case alertDismissed
    case cartResponse(Product.ID, Result<Set<Article>, APIError>)
    case catalogueTapped
    case favoriteResponse(Product.ID, Result<Bool, APIError>)
    case favoriteTapped(Product.ID)
    case loginTapped
    case marksLoaded(isSignedIn: Bool, favorites: Set<Product.ID>, cartArticles: Set<Article>)
    case pageResponse(Int, Result<Page<Product>, APIError>)
    case productAppeared(Product.ID)
    case productTapped(Product.ID)
    case refreshPulled
    case retryTapped
    case viewAppeared
  }

  /// Where the tab sends the user.
  public enum Route: Equatable, Sendable, CaseIterable {
    case catalogue
    /// A guest logs in to keep the favourites on every device.
    case login
    /// A product card (also when adding needs a variant chosen first).
    case product(Product.ID)

    /// One of each case, for the route-coverage test.
    public static var allCases: [Route] {
      [.catalogue, .login, .product(Product.ID(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!))]
    }
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case addToCart(Product.ID, Article)
    case fetchPage(Int)
    case loadMarks
    case navigate(Route)
    case toggleFavorite(Product.ID)
  }

  /// How close to the end a shown product has to be for the next page to load.
  public static var prefetchDistance: Int { 4 }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .addToCartTapped(let product):
      guard !state.cartPending.contains(product.id) else { return [] }
      guard let article = ListingScreen.quickBuyArticle(of: product) else { return [.navigate(.product(product.id))] }
      state.cartPending.insert(product.id)
      return [.addToCart(product.id, article)]

    case .alertDismissed:
      state.alert = nil
      return []

    case .cartResponse(let id, let result):
      guard state.cartPending.remove(id) != nil else { return [] }
      switch result {
      case .success(let articles): state.cartArticles = articles
      case .failure(let error): state.alert = error
      }
      return []

    case .catalogueTapped:
      return [.navigate(.catalogue)]

    case .favoriteResponse(let id, let result):
      guard state.favoritesPending.remove(id) != nil else { return [] }
      switch result {
      case .success(true): state.favorites.insert(id)
      case .success(false): state.favorites.remove(id)
      case .failure(let error):
        state.alert = error
        if !state.favorites.insert(id).inserted { state.favorites.remove(id) }
      }
      return []

    case .favoriteTapped(let id):
      guard state.products.contains(where: { $0.id == id }), state.favoritesPending.insert(id).inserted else {
        return []
      }
      if !state.favorites.insert(id).inserted { state.favorites.remove(id) }
      return [.toggleFavorite(id)]

    case .loginTapped:
      guard !state.isSignedIn else { return [] }
      return [.navigate(.login)]

    case .marksLoaded(let isSignedIn, let favorites, let articles):
      let pending = state.favoritesPending
      state.favorites = favorites.subtracting(pending).union(state.favorites.intersection(pending))
      state.cartArticles = articles
      state.isSignedIn = isSignedIn
      return []

    case .pageResponse(let page, let result):
      guard page == state.request else { return [] }
      state.request = nil
      switch result {
      case .success(let answer): adopt(answer, page: page, in: &state)
      case .failure where page == 1 && state.phase == .refreshing: state.phase = .loaded
      case .failure(let error) where page == 1: state.phase = .failed(error)
      case .failure(let error): state.phase = .loadingMoreFailed(error)
      }
      return []

    case .productAppeared(let id):
      guard state.phase == .loaded, let next = state.nextPage,
        let index = state.products.firstIndex(where: { $0.id == id }),
        index >= state.products.count - prefetchDistance
      else { return [] }
      return load(&state, page: next)

    case .productTapped(let id):
      return [.navigate(.product(id))]

    case .refreshPulled:
      return reload(&state)

    case .retryTapped:
      switch state.phase {
      case .failed: return load(&state, page: 1)
      case .loadingMoreFailed: return state.nextPage.map { load(&state, page: $0) } ?? []
      default: return []
      }

    case .viewAppeared:
      return [.loadMarks] + reload(&state)
    }
  }

  /// Reloads from page 1: with a spinner over an empty tab, quietly over a listed one (the answer replaces it).
  private static func reload(_ state: inout State) -> [Effect] {
    switch state.phase {
    case .loading, .refreshing: return []
    case .loaded, .loadingMore, .loadingMoreFailed:
      state.phase = .refreshing
      state.request = 1
      return [.fetchPage(1)]
    case .empty, .failed, .idle:
      return load(&state, page: 1)
    }
  }

  private static func load(_ state: inout State, page: Int) -> [Effect] {
    state.request = page
    state.phase = page == 1 ? .loading : .loadingMore
    return [.fetchPage(page)]
  }

  private static func adopt(_ answer: Page<Product>, page: Int, in state: inout State) {
    let kept = page == 1 ? [] : state.products
    let listed = Set(kept.map(\.id))
    state.products = kept + answer.results.filter { !listed.contains($0.id) }
    // NB: only a later page counts, so a server that repeats a page cannot loop the list (as `Paginator`).
    state.nextPage = answer.paginationInfo.nextPage.flatMap { $0 > page ? $0 : nil }
    state.favorites.formUnion(answer.results.map(\.id).filter { !state.favoritesPending.contains($0) })
    state.phase = state.products.isEmpty ? .empty : .loaded
  }
}
