import MeowlsAPI

extension OrdersScreen {
  /// The clients the list needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var navigate: @MainActor @Sendable (Route) -> Void
    /// One page of the customer's orders, newest first (`Paginator.FetchPage`).
    public var page: Paginator<Order>.FetchPage

    /// Dependencies from closures.
    public init(navigate: @escaping @MainActor @Sendable (Route) -> Void, page: @escaping Paginator<Order>.FetchPage) {
      self.navigate = navigate
      self.page = page
    }

    /// The live clients (`live(api:navigate:)`); routes go to `router`, held weakly.
    public static func live(api: APIClient, router: some OrdersRouting) -> Self {
      let router = WeakRouter(router)
      return live(api: api, navigate: { router.value?.open($0) })
    }

    /// The live clients: the API; routes handed to `navigate`.
    public static func live(api: APIClient, navigate: @escaping @MainActor @Sendable (Route) -> Void) -> Self {
      Self(
        navigate: navigate,
        page: { page, perPage throws(APIError) in
          try await api.send(.orders(page: PageRequest(page: page, perPage: perPage)))
        })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .fetchPage(let page):
      do throws(APIError) {
        return .pageResponse(page, .success(try await dependencies.page(page, Paginator<Order>.defaultPageSize)))
      } catch { return .pageResponse(page, .failure(error)) }
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
