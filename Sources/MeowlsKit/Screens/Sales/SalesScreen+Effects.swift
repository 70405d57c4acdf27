import MeowlsAPI

extension SalesScreen {
  /// The clients the list needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var navigate: @MainActor @Sendable (Route) -> Void
    /// A page of the online sales.
    public var sales: @Sendable (Int) async throws(APIError) -> Page<Sale>

    /// Dependencies from closures.
    public init(
      navigate: @escaping @MainActor @Sendable (Route) -> Void,
      sales: @escaping @Sendable (Int) async throws(APIError) -> Page<Sale>
    ) {
      self.navigate = navigate
      self.sales = sales
    }

    /// The live clients: the API.
    public static func live(api: APIClient, navigate: @escaping @MainActor @Sendable (Route) -> Void) -> Self {
      Self(
        navigate: navigate,
        sales: { page throws(APIError) in
          try await api.send(.sales(.online, page: PageRequest(page: page, perPage: PageRequest.defaultPerPage)))
        })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .fetchSales(let page):
      do throws(APIError) { return .salesResponse(page: page, .success(try await dependencies.sales(page))) } catch {
        return .salesResponse(page: page, .failure(error))
      }
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    }
  }

  /// A store running this screen.
  @MainActor public static func store(
    _ dependencies: Dependencies, initial: State = State()
  ) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce) { await perform($0, with: dependencies) }
  }
}
