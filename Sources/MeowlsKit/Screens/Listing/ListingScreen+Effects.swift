import MeowlsAPI

extension ListingScreen {
  /// The clients the grid needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    /// Adds one of `article`; answers with every article the cart now holds.
    public var addToCart: @Sendable (Article) async throws(APIError) -> Set<Article>
    /// The current marks: starred products and the cart's articles.
    public var marks: @Sendable () async -> (favorites: Set<Product.ID>, cartArticles: Set<Article>)
    public var filters: @Sendable (FiltersQuery) async throws(APIError) -> [FilterGroup]
    public var navigate: @MainActor @Sendable (Route) -> Void
    public var products: @Sendable (ProductListing, PageRequest) async throws(APIError) -> Page<Product>
    /// Stars or unstars; answers whether the product is now a favourite.
    public var toggleFavorite: @Sendable (Product.ID) async throws(APIError) -> Bool

    /// Dependencies from closures.
    public init(
      addToCart: @escaping @Sendable (Article) async throws(APIError) -> Set<Article>,
      marks: @escaping @Sendable () async -> (favorites: Set<Product.ID>, cartArticles: Set<Article>),
      filters: @escaping @Sendable (FiltersQuery) async throws(APIError) -> [FilterGroup],
      navigate: @escaping @MainActor @Sendable (Route) -> Void,
      products: @escaping @Sendable (ProductListing, PageRequest) async throws(APIError) -> Page<Product>,
      toggleFavorite: @escaping @Sendable (Product.ID) async throws(APIError) -> Bool
    ) {
      self.addToCart = addToCart
      self.marks = marks
      self.filters = filters
      self.navigate = navigate
      self.products = products
      self.toggleFavorite = toggleFavorite
    }

    /// The live clients: the API, the cart and the favourites.
    public static func live(
      api: APIClient, cart: CartService, favorites: FavoritesService,
      navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) -> Self {
      Self(
        addToCart: { article throws(APIError) in Set(try await cart.add(article).lines.map(\.article)) },
        marks: { (favorites.state.value.ids, Set(cart.state.value.lines.map(\.article))) },
        filters: { query throws(APIError) in try await api.send(.filters(query)) }, navigate: navigate,
        products: { listing, page throws(APIError) in try await api.send(.products(listing, page: page)) },
        toggleFavorite: { id throws(APIError) in try await favorites.toggle(id) })
    }

    /// The live clients, opening routes with `router` (held weakly: the screen does not keep its router alive).
    @MainActor public static func live(
      api: APIClient, cart: CartService, favorites: FavoritesService, router: some ListingRouting
    ) -> Self {
      live(api: api, cart: cart, favorites: favorites, navigate: { [weak router] in router?.open($0) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .addToCart(let id, let article):
      do throws(APIError) { return .cartResponse(id, .success(try await dependencies.addToCart(article))) } catch {
        return .cartResponse(id, .failure(error))
      }
    case .fetchFilters(let category, let selection):
      do throws(APIError) {
        let groups = try await dependencies.filters(FiltersQuery(categoryID: category, filters: selection))
        return .filtersResponse(selection, .success(groups))
      } catch { return .filtersResponse(selection, .failure(error)) }
    case .fetchProducts(let request):
      do throws(APIError) {
        let page = try await dependencies.products(request.listing, PageRequest(page: request.page))
        return .productsResponse(request, .success(page))
      } catch { return .productsResponse(request, .failure(error)) }
    case .loadMarks:
      let marks = await dependencies.marks()
      return .marksLoaded(favorites: marks.favorites, cartArticles: marks.cartArticles)
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    case .toggleFavorite(let id):
      do throws(APIError) { return .favoriteResponse(id, .success(try await dependencies.toggleFavorite(id))) } catch {
        return .favoriteResponse(id, .failure(error))
      }
    }
  }

  /// A new selection or sort cancels the page and the filter counts of the older one.
  public static func cancellationID(_ effect: Effect) -> AnyHashable? {
    switch effect {
    case .fetchFilters: "filters"
    case .fetchProducts: "products"
    default: nil
    }
  }

  /// A store running this screen.
  @MainActor public static func store(_ dependencies: Dependencies, initial: State) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }
}
