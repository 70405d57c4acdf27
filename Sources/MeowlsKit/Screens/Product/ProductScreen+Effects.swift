import MeowlsAPI

extension ProductScreen {
  /// The clients the card needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    /// Adds one unit of `article`; answers with the units of every article the cart now holds.
    public var addToCart: @Sendable (Article) async throws(APIError) -> [Article: Int]
    /// Whether the product is starred, and the cart's units per article.
    public var marks: @Sendable (Product.ID) async -> (isFavorite: Bool, cartCounts: [Article: Int])
    public var navigate: @MainActor @Sendable (Route) -> Void
    public var product: @Sendable (Product.ID) async throws(APIError) -> ProductDetail
    /// Stars or unstars; answers whether the product is now a favourite.
    public var toggleFavorite: @Sendable (Product.ID) async throws(APIError) -> Bool

    /// Dependencies from closures.
    public init(
      addToCart: @escaping @Sendable (Article) async throws(APIError) -> [Article: Int],
      marks: @escaping @Sendable (Product.ID) async -> (isFavorite: Bool, cartCounts: [Article: Int]),
      navigate: @escaping @MainActor @Sendable (Route) -> Void,
      product: @escaping @Sendable (Product.ID) async throws(APIError) -> ProductDetail,
      toggleFavorite: @escaping @Sendable (Product.ID) async throws(APIError) -> Bool
    ) {
      self.addToCart = addToCart
      self.marks = marks
      self.navigate = navigate
      self.product = product
      self.toggleFavorite = toggleFavorite
    }

    /// The live clients: the API, the cart and the favourites; routes go to `navigate`.
    public static func live(
      api: APIClient, cart: CartService, favorites: FavoritesService,
      navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) -> Self {
      Self(
        addToCart: { article throws(APIError) in counts(of: try await cart.add(article)) },
        marks: { id in (favorites.state.value.ids.contains(id), counts(of: cart.state.value)) },
        navigate: navigate,
        product: { id throws(APIError) in try await api.send(.product(id)) },
        toggleFavorite: { id throws(APIError) in try await favorites.toggle(id) })
    }

    /// The live clients: the API, the cart and the favourites; routes go to `router`, held weakly.
    public static func live(
      api: APIClient, cart: CartService, favorites: FavoritesService, router: some ProductRouting
    ) -> Self {
      let router = WeakRouter(router)
      return live(api: api, cart: cart, favorites: favorites, navigate: { router.value?.open($0) })
    }

    private static func counts(of cart: CartState) -> [Article: Int] {
      Dictionary(cart.lines.map { ($0.article, $0.count) }, uniquingKeysWith: +)
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .addToCart(let article):
      do throws(APIError) { return .cartResponse(article, .success(try await dependencies.addToCart(article))) } catch {
        return .cartResponse(article, .failure(error))
      }
    case .fetchProduct(let id):
      do throws(APIError) { return .productResponse(.success(try await dependencies.product(id))) } catch {
        return .productResponse(.failure(error))
      }
    case .loadMarks(let id):
      let marks = await dependencies.marks(id)
      return .marksLoaded(isFavorite: marks.isFavorite, cartCounts: marks.cartCounts)
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    case .toggleFavorite(let id):
      do throws(APIError) { return .favoriteResponse(.success(try await dependencies.toggleFavorite(id))) } catch {
        return .favoriteResponse(.failure(error))
      }
    }
  }

  /// A retried product load cancels the one before it.
  public static func cancellationID(_ effect: Effect) -> AnyHashable? {
    if case .fetchProduct = effect { "product" } else { nil }
  }

  /// A store running this screen.
  @MainActor public static func store(_ dependencies: Dependencies, initial: State) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }
}
