import MeowlsAPI

extension POSShiftsScreen {
  /// The clients the list needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var navigate: @MainActor @Sendable (Route) -> Void
    /// One page of a register's shifts.
    public var page: @Sendable (Register.ID, Int) async throws(APIError) -> Page<ShiftReport>

    /// Dependencies from closures.
    public init(
      navigate: @escaping @MainActor @Sendable (Route) -> Void,
      page: @escaping @Sendable (Register.ID, Int) async throws(APIError) -> Page<ShiftReport>
    ) {
      self.navigate = navigate
      self.page = page
    }

    /// The live clients; routes go to `router`, held weakly.
    public static func live(api: APIClient, router: some POSShiftsRouting) -> Self {
      let router = WeakRouter(router)
      return live(api: api, navigate: { router.value?.open($0) })
    }

    /// The live clients: the API; routes handed to `navigate`.
    public static func live(api: APIClient, navigate: @escaping @MainActor @Sendable (Route) -> Void) -> Self {
      Self(
        navigate: navigate,
        page: { register, page throws(APIError) in
          try await api.send(
            .shifts(register, page: PageRequest(page: page, perPage: Paginator<Order>.defaultPageSize)))
        })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .fetchPage(let register, let page):
      return .pageResponse(page, await result { () throws(APIError) in try await dependencies.page(register, page) })
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
  @MainActor public static func store(_ dependencies: Dependencies, initial: State) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }
}
