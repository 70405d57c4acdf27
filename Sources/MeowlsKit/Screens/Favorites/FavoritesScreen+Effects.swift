import MeowlsAPI

extension FavoritesScreen {
  /// The clients the tab needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    /// Adds one of `article`; answers with every article the cart now holds.
    public var addToCart: @Sendable (Article) async throws(APIError) -> Set<Article>
    /// Whether a customer is signed in, the starred products and the cart's articles.
    public var marks: @Sendable () async -> (isSignedIn: Bool, favorites: Set<Product.ID>, cartArticles: Set<Article>)
    public var navigate: @MainActor @Sendable (Route) -> Void
    /// One page of favourites, newest first (`Paginator.FetchPage`).
    public var page: Paginator<Product>.FetchPage
    /// Stars or unstars; answers whether the product is now a favourite.
    public var toggleFavorite: @Sendable (Product.ID) async throws(APIError) -> Bool

    /// Dependencies from closures.
    public init(
      addToCart: @escaping @Sendable (Article) async throws(APIError) -> Set<Article>,
      marks: @escaping @Sendable () async -> (isSignedIn: Bool, favorites: Set<Product.ID>, cartArticles: Set<Article>),
      navigate: @escaping @MainActor @Sendable (Route) -> Void,
      page: @escaping Paginator<Product>.FetchPage,
      toggleFavorite: @escaping @Sendable (Product.ID) async throws(APIError) -> Bool
    ) {
      self.addToCart = addToCart
      self.marks = marks
      self.navigate = navigate
      self.page = page
      self.toggleFavorite = toggleFavorite
    }

    /// The live clients: the favourites (guest or account), the cart and the session; routes go to `navigate`.
    public static func live(
      cart: CartService, favorites: FavoritesService, session: Session,
      navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) -> Self {
      Self(
        addToCart: { article throws(APIError) in Set(try await cart.add(article).lines.map(\.article)) },
        marks: {
          (session.state.value.isSignedIn, favorites.state.value.ids, Set(cart.state.value.lines.map(\.article)))
        },
        navigate: navigate,
        page: { page, perPage throws(APIError) in try await favorites.page(page, perPage: perPage) },
        toggleFavorite: { id throws(APIError) in try await favorites.toggle(id) })
    }

    /// The live clients, routes going to `router`, held weakly.
    public static func live(
      cart: CartService, favorites: FavoritesService, session: Session, router: some FavoritesRouting
    ) -> Self {
      let router = WeakRouter(router)
      return live(cart: cart, favorites: favorites, session: session, navigate: { router.value?.open($0) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .addToCart(let id, let article):
      do throws(APIError) { return .cartResponse(id, .success(try await dependencies.addToCart(article))) } catch {
        return .cartResponse(id, .failure(error))
      }
    case .fetchPage(let page):
      do throws(APIError) {
        return .pageResponse(page, .success(try await dependencies.page(page, Paginator<Product>.defaultPageSize)))
      } catch { return .pageResponse(page, .failure(error)) }
    case .loadMarks:
      let marks = await dependencies.marks()
      return .marksLoaded(isSignedIn: marks.isSignedIn, favorites: marks.favorites, cartArticles: marks.cartArticles)
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    case .toggleFavorite(let id):
      do throws(APIError) { return .favoriteResponse(id, .success(try await dependencies.toggleFavorite(id))) } catch {
        return .favoriteResponse(id, .failure(error))
      }
    }
  }

  /// A reload cancels the page still on its way.
  public static func cancellationID(_ effect: Effect) -> AnyHashable? {
    if case .fetchPage = effect { "page" } else { nil }
  }

  /// A store running this screen.
  @MainActor public static func store(
    _ dependencies: Dependencies, initial: State = State()
  ) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }
}
