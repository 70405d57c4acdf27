import MeowlsAPI

extension POSShiftScreen {
  /// The clients the shift screen needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var cashIn: @Sendable (Shift.ID, CashMovementRequest) async throws(APIError) -> ShiftReport
    public var cashOut: @Sendable (Shift.ID, CashMovementRequest) async throws(APIError) -> ShiftReport
    public var close: @Sendable (Shift.ID, ShiftCloseRequest) async throws(APIError) -> ShiftReport
    /// The register's connection, now and whenever it changes (`RegisterSales.connection`).
    public var connection: @Sendable () -> AsyncStream<RegisterConnection>
    public var currentShift: @Sendable (Register.ID) async throws(APIError) -> Shift
    public var navigate: @MainActor @Sendable (Route) -> Void
    public var open: @Sendable (ShiftOpenRequest) async throws(APIError) -> Shift
    public var report: @Sendable (Shift.ID) async throws(APIError) -> ShiftReport

    /// Dependencies from closures.
    public init(
      cashIn: @escaping @Sendable (Shift.ID, CashMovementRequest) async throws(APIError) -> ShiftReport,
      cashOut: @escaping @Sendable (Shift.ID, CashMovementRequest) async throws(APIError) -> ShiftReport,
      close: @escaping @Sendable (Shift.ID, ShiftCloseRequest) async throws(APIError) -> ShiftReport,
      connection: @escaping @Sendable () -> AsyncStream<RegisterConnection>,
      currentShift: @escaping @Sendable (Register.ID) async throws(APIError) -> Shift,
      navigate: @escaping @MainActor @Sendable (Route) -> Void,
      open: @escaping @Sendable (ShiftOpenRequest) async throws(APIError) -> Shift,
      report: @escaping @Sendable (Shift.ID) async throws(APIError) -> ShiftReport
    ) {
      self.cashIn = cashIn
      self.cashOut = cashOut
      self.close = close
      self.connection = connection
      self.currentShift = currentShift
      self.navigate = navigate
      self.open = open
      self.report = report
    }

    /// The live clients; routes go to `router`, held weakly.
    public static func live(
      api: APIClient, connection: @escaping @Sendable () -> AsyncStream<RegisterConnection>,
      router: some POSShiftRouting
    ) -> Self {
      let router = WeakRouter(router)
      return live(api: api, connection: connection, navigate: { router.value?.open($0) })
    }

    /// The live clients: the API, the register's connection; routes handed to `navigate`.
    public static func live(
      api: APIClient, connection: @escaping @Sendable () -> AsyncStream<RegisterConnection>,
      navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) -> Self {
      Self(
        cashIn: { shift, request throws(APIError) in try await api.send(.cashIn(shift, request)) },
        cashOut: { shift, request throws(APIError) in try await api.send(.cashOut(shift, request)) },
        close: { shift, request throws(APIError) in try await api.send(.closeShift(shift, request)) },
        connection: connection,
        currentShift: { register throws(APIError) in try await api.send(.currentShift(register)) },
        navigate: navigate,
        open: { request throws(APIError) in try await api.send(.openShift(request)) },
        report: { shift throws(APIError) in try await api.send(.shiftReport(shift)) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .cashIn(let shift, let request):
      return .cashMovementResponse(
        await result { () throws(APIError) in try await dependencies.cashIn(shift, request) })
    case .cashOut(let shift, let request):
      return .cashMovementResponse(
        await result { () throws(APIError) in try await dependencies.cashOut(shift, request) })
    case .close(let shift, let request):
      return .closeResponse(await result { () throws(APIError) in try await dependencies.close(shift, request) })
    case .fetchCurrentShift(let register):
      return .currentShiftResponse(
        await result { () throws(APIError) in try await dependencies.currentShift(register) })
    case .fetchReport(let shift):
      return .reportResponse(await result { () throws(APIError) in try await dependencies.report(shift) })
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    case .open(let request):
      return .openResponse(await result { () throws(APIError) in try await dependencies.open(request) })
    case .watchConnection(let known):
      guard let next = await RegisterConnection.next(of: dependencies.connection(), differentFrom: known) else {
        return nil
      }
      return .connectionChanged(next)
    }
  }

  /// The connection watch runs once at a time.
  public static func cancellationID(_ effect: Effect) -> AnyHashable? {
    if case .watchConnection = effect { "connection" } else { nil }
  }

  /// A store running this screen.
  @MainActor public static func store(_ dependencies: Dependencies, initial: State) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }
}
