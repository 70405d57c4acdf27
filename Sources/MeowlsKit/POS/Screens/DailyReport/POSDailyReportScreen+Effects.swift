import MeowlsAPI

extension POSDailyReportScreen {
  /// The clients the report needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var navigate: @MainActor @Sendable (Route) -> Void
    public var report: @Sendable (DailyReportQuery) async throws(APIError) -> DailyReport

    /// Dependencies from closures.
    public init(
      navigate: @escaping @MainActor @Sendable (Route) -> Void,
      report: @escaping @Sendable (DailyReportQuery) async throws(APIError) -> DailyReport
    ) {
      self.navigate = navigate
      self.report = report
    }

    /// The live clients; routes go to `router`, held weakly.
    public static func live(api: APIClient, router: some POSDailyReportRouting) -> Self {
      let router = WeakRouter(router)
      return live(api: api, navigate: { router.value?.open($0) })
    }

    /// The live clients: the API; routes handed to `navigate`.
    public static func live(api: APIClient, navigate: @escaping @MainActor @Sendable (Route) -> Void) -> Self {
      Self(navigate: navigate, report: { query throws(APIError) in try await api.send(.dailyReport(query)) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .fetchReport(let query):
      guard let date = query.date else { return nil }
      return .reportResponse(date, await result { () throws(APIError) in try await dependencies.report(query) })
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    }
  }

  /// Another day cancels the report still on its way.
  public static func cancellationID(_ effect: Effect) -> AnyHashable? {
    if case .fetchReport = effect { "report" } else { nil }
  }

  /// A store running this screen.
  @MainActor public static func store(_ dependencies: Dependencies, initial: State) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }
}
