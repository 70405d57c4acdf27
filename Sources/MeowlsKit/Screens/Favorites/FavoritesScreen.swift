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
    /// Articles the cart holds, and the adds on their way.
    public var cart: CartMarks
    /// Products starred now (a listed product not starred was unstarred and is dimmed), and the stars on their
    /// way.
    public var favorites: FavoriteMarks
    /// Whether a customer is signed in; a guest sees the "log in to keep them" banner.
    public var isSignedIn: Bool
    /// The starred products, newest first, and the page on its way.
    public var list: PagedList<Product>

    /// A tab that has not appeared yet.
    public init(
      alert: APIError? = nil, cart: CartMarks = CartMarks(),
      favorites: FavoriteMarks = FavoriteMarks(), isSignedIn: Bool = false,
      list: PagedList<Product> = PagedList()
    ) {
      self.alert = alert
      self.cart = cart
      self.favorites = favorites
      self.isSignedIn = isSignedIn
      self.list = list
    }

    /// The products listed, without repeats.
    public var products: [Product] { list.items }
    /// What the list is doing.
    public var phase: Phase { list.phase }
  }

  /// The list's phases (`PagedList.Phase`): `empty` is "go to the catalogue" (customer) or "log in" (guest);
  /// `refreshing` reloads a listed tab (pull to refresh, reappearance).
  public typealias Phase = PagedList<Product>.Phase

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
  public enum Route: Equatable, Sendable {
    case catalogue
    /// A guest logs in to keep the favourites on every device.
    case login
    /// A product card (also when adding needs a variant chosen first).
    case product(Product.ID)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case addToCart(Product.ID, Article)
    case fetchPage(Int)
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

    case .catalogueTapped:
      return [.navigate(.catalogue)]

    case .favoriteResponse(let id, let result):
      if let error = state.favorites.receive(id, result) { state.alert = error }
      return []

    case .favoriteTapped(let id):
      guard state.products.contains(where: { $0.id == id }), state.favorites.tap(id) else { return [] }
      return [.toggleFavorite(id)]

    case .loginTapped:
      guard !state.isSignedIn else { return [] }
      return [.navigate(.login)]

    case .marksLoaded(let isSignedIn, let favorites, let articles):
      state.favorites.reload(favorites)
      state.cart.articles = articles
      state.isSignedIn = isSignedIn
      return []

    case .pageResponse(let page, let result):
      guard state.list.receive(page: page, result), case .success(let answer) = result else { return [] }
      // NB: a listed favourite is starred, unless its star is on its way.
      state.favorites.star(answer.results.map(\.id))
      return []

    case .productAppeared(let id):
      return fetch(state.list.itemAppeared(id))

    case .productTapped(let id):
      return [.navigate(.product(id))]

    case .refreshPulled:
      return fetch(state.list.refresh())

    case .retryTapped:
      return fetch(state.list.retry())

    case .viewAppeared:
      return [.loadMarks] + fetch(state.list.refresh())
    }
  }

  private static func fetch(_ page: Int?) -> [Effect] {
    page.map { [.fetchPage($0)] } ?? []
  }
}
