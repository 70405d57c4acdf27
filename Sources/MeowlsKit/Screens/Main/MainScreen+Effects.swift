import MeowlsAPI

extension MainScreen {
  /// The clients the main tab needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var banners: @Sendable () async throws(APIError) -> [Banner]
    /// The starred products.
    public var favorites: @Sendable () async -> Set<Product.ID>
    public var navigate: @MainActor @Sendable (Route) -> Void
    /// Sleeps (injected: tests pass one that returns at once, or throws to stop a slider).
    public var sleep: @Sendable (Duration) async throws -> Void
    /// Stars or unstars; answers whether the product is now a favourite.
    public var toggleFavorite: @Sendable (Product.ID) async throws(APIError) -> Bool

    /// Dependencies from closures.
    public init(
      banners: @escaping @Sendable () async throws(APIError) -> [Banner],
      favorites: @escaping @Sendable () async -> Set<Product.ID>,
      navigate: @escaping @MainActor @Sendable (Route) -> Void,
      sleep: @escaping @Sendable (Duration) async throws -> Void,
      toggleFavorite: @escaping @Sendable (Product.ID) async throws(APIError) -> Bool
    ) {
      self.banners = banners
      self.favorites = favorites
      self.navigate = navigate
      self.sleep = sleep
      self.toggleFavorite = toggleFavorite
    }

    /// The live clients: the API, the favourites and the task clock.
    public static func live(
      api: APIClient, favorites: FavoritesService, navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) -> Self {
      Self(
        banners: { () throws(APIError) in try await api.send(.mainPage) }, favorites: { favorites.state.value.ids },
        navigate: navigate, sleep: { try await Task.sleep(for: $0) },
        toggleFavorite: { id throws(APIError) in try await favorites.toggle(id) })
    }

    /// The live clients, opening routes with `router` (held weakly: the screen does not keep its router alive).
    @MainActor public static func live(api: APIClient, favorites: FavoritesService, router: some MainRouting) -> Self {
      live(api: api, favorites: favorites, navigate: { [weak router] in router?.open($0) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .autoSlide(let id, let interval):
      do { try await dependencies.sleep(interval) } catch { return nil }
      return .slideTimerFired(id)
    case .fetchBanners:
      do throws(APIError) { return .bannersResponse(.success(try await dependencies.banners())) } catch {
        return .bannersResponse(.failure(error))
      }
    case .loadFavorites:
      return .favoritesLoaded(await dependencies.favorites())
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    case .toggleFavorite(let id):
      do throws(APIError) { return .favoriteResponse(id, .success(try await dependencies.toggleFavorite(id))) } catch {
        return .favoriteResponse(id, .failure(error))
      }
    }
  }

  /// A slider's new timer replaces its running one; a reload replaces the request on its way.
  public static func cancellationID(_ effect: Effect) -> AnyHashable? {
    switch effect {
    case .autoSlide(let id, _): CancelID.slide(id)
    case .fetchBanners: CancelID.banners
    case .loadFavorites, .navigate, .toggleFavorite: nil
    }
  }

  /// A store running this screen.
  @MainActor public static func store(
    _ dependencies: Dependencies, initial: State = State()
  ) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }

  private enum CancelID: Hashable {
    case banners
    case slide(Banner.ID)
  }
}
