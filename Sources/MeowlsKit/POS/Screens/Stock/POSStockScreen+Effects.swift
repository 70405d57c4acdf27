import MeowlsAPI

extension POSStockScreen {
  /// The clients the lookup needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var lookup: @Sendable (StockQuery) async throws(APIError) -> StockLookup
    public var navigate: @MainActor @Sendable (Route) -> Void

    /// Dependencies from closures.
    public init(
      lookup: @escaping @Sendable (StockQuery) async throws(APIError) -> StockLookup,
      navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) {
      self.lookup = lookup
      self.navigate = navigate
    }

    /// The live clients; routes go to `router`, held weakly.
    public static func live(api: APIClient, router: some POSStockRouting) -> Self {
      let router = WeakRouter(router)
      return live(api: api, navigate: { router.value?.open($0) })
    }

    /// The live clients: the API; routes handed to `navigate`.
    public static func live(api: APIClient, navigate: @escaping @MainActor @Sendable (Route) -> Void) -> Self {
      Self(lookup: { query throws(APIError) in try await api.send(.stock(query)) }, navigate: navigate)
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .lookup(let query):
      return .lookupResponse(query, await result { () throws(APIError) in try await dependencies.lookup(query) })
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    }
  }

  /// A newer lookup cancels the older one.
  public static func cancellationID(_ effect: Effect) -> AnyHashable? {
    if case .lookup = effect { "lookup" } else { nil }
  }

  /// A store running this screen.
  @MainActor public static func store(
    _ dependencies: Dependencies, initial: State = State()
  ) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }
}
