import MeowlsAPI

extension POSCourierScreen {
  /// The clients the courier screen needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var assign: @Sendable (DeliveryAssignmentRequest) async throws(APIError) -> DeliveryTask
    public var delivered: @Sendable (OrderNumber, TenderRequest?) async throws(APIError) -> OrderHandOver
    public var failed: @Sendable (OrderNumber, String) async throws(APIError) -> DeliveryTask
    public var navigate: @MainActor @Sendable (Route) -> Void
    /// One page of the tasks of a status (nil: all).
    public var page: @Sendable (Int, DeliveryStatus?) async throws(APIError) -> Page<DeliveryTask>

    /// Dependencies from closures.
    public init(
      assign: @escaping @Sendable (DeliveryAssignmentRequest) async throws(APIError) -> DeliveryTask,
      delivered: @escaping @Sendable (OrderNumber, TenderRequest?) async throws(APIError) -> OrderHandOver,
      failed: @escaping @Sendable (OrderNumber, String) async throws(APIError) -> DeliveryTask,
      navigate: @escaping @MainActor @Sendable (Route) -> Void,
      page: @escaping @Sendable (Int, DeliveryStatus?) async throws(APIError) -> Page<DeliveryTask>
    ) {
      self.assign = assign
      self.delivered = delivered
      self.failed = failed
      self.navigate = navigate
      self.page = page
    }

    /// The live clients; routes go to `router`, held weakly.
    public static func live(api: APIClient, router: some POSCourierRouting) -> Self {
      let router = WeakRouter(router)
      return live(api: api, navigate: { router.value?.open($0) })
    }

    /// The live clients: the API; routes handed to `navigate`.
    public static func live(api: APIClient, navigate: @escaping @MainActor @Sendable (Route) -> Void) -> Self {
      Self(
        assign: { request throws(APIError) in try await api.send(.assignDelivery(request)) },
        delivered: { number, payment throws(APIError) in try await api.send(.delivered(number, payment: payment)) },
        failed: { number, reason throws(APIError) in try await api.send(.deliveryFailed(number, reason: reason)) },
        navigate: navigate,
        page: { page, status throws(APIError) in
          try await api.send(
            .deliveries(
              DeliveriesQuery(
                page: PageRequest(page: page, perPage: Paginator<Order>.defaultPageSize), status: status)))
        })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .assign(let request):
      return .assignResponse(
        request.orderNumber, await result { () throws(APIError) in try await dependencies.assign(request) })
    case .delivered(let number, let payment):
      return .deliveredResponse(
        number, await result { () throws(APIError) in try await dependencies.delivered(number, payment) })
    case .failed(let number, let reason):
      return .failedResponse(
        number, await result { () throws(APIError) in try await dependencies.failed(number, reason) })
    case .fetchPage(let page, let status):
      return .pageResponse(page, await result { () throws(APIError) in try await dependencies.page(page, status) })
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
