import MeowlsAPI

extension POSReceiptsScreen {
  /// The clients the list needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var navigate: @MainActor @Sendable (Route) -> Void
    /// One page of the shop's receipts.
    public var page: @Sendable (ReceiptsQuery) async throws(APIError) -> Page<Receipt>

    /// Dependencies from closures.
    public init(
      navigate: @escaping @MainActor @Sendable (Route) -> Void,
      page: @escaping @Sendable (ReceiptsQuery) async throws(APIError) -> Page<Receipt>
    ) {
      self.navigate = navigate
      self.page = page
    }

    /// The live clients; routes go to `router`, held weakly.
    public static func live(api: APIClient, router: some POSReceiptsRouting) -> Self {
      let router = WeakRouter(router)
      return live(api: api, navigate: { router.value?.open($0) })
    }

    /// The live clients: the API; routes handed to `navigate`.
    public static func live(api: APIClient, navigate: @escaping @MainActor @Sendable (Route) -> Void) -> Self {
      Self(navigate: navigate, page: { query throws(APIError) in try await api.send(.receipts(query)) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .fetchPage(let query):
      return .pageResponse(
        query.page.effectivePage, await result { () throws(APIError) in try await dependencies.page(query) })
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
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
