import MeowlsAPI

extension POSPickupsScreen {
  /// The clients the pick-up screen needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var handOver: @Sendable (OrderNumber, HandOverRequest) async throws(APIError) -> OrderHandOver
    public var markReady: @Sendable (OrderNumber) async throws(APIError) -> PickupOrder
    public var navigate: @MainActor @Sendable (Route) -> Void
    /// One page of the shop's pick-up orders of a status (nil: all).
    public var page: @Sendable (Int, OrderStatusCode?) async throws(APIError) -> Page<PickupOrder>

    /// Dependencies from closures.
    public init(
      handOver: @escaping @Sendable (OrderNumber, HandOverRequest) async throws(APIError) -> OrderHandOver,
      markReady: @escaping @Sendable (OrderNumber) async throws(APIError) -> PickupOrder,
      navigate: @escaping @MainActor @Sendable (Route) -> Void,
      page: @escaping @Sendable (Int, OrderStatusCode?) async throws(APIError) -> Page<PickupOrder>
    ) {
      self.handOver = handOver
      self.markReady = markReady
      self.navigate = navigate
      self.page = page
    }

    /// The live clients; routes go to `router`, held weakly.
    public static func live(api: APIClient, router: some POSPickupsRouting) -> Self {
      let router = WeakRouter(router)
      return live(api: api, navigate: { router.value?.open($0) })
    }

    /// The live clients: the API; routes handed to `navigate`.
    public static func live(api: APIClient, navigate: @escaping @MainActor @Sendable (Route) -> Void) -> Self {
      Self(
        handOver: { number, request throws(APIError) in try await api.send(.handOver(number, request)) },
        markReady: { number throws(APIError) in try await api.send(.markPickupReady(number)) },
        navigate: navigate,
        page: { page, status throws(APIError) in
          try await api.send(
            .pickups(
              PickupQuery(
                page: PageRequest(page: page, perPage: Paginator<Order>.defaultPageSize), status: status)))
        })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .fetchPage(let page, let status):
      return .pageResponse(page, await result { () throws(APIError) in try await dependencies.page(page, status) })
    case .handOver(let number, let request):
      return .handOverResponse(
        number, await result { () throws(APIError) in try await dependencies.handOver(number, request) })
    case .markReady(let number):
      return .markReadyResponse(
        number, await result { () throws(APIError) in try await dependencies.markReady(number) })
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
