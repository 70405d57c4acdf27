import MeowlsAPI

extension POSRootScreen {
  /// The clients the root needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    /// The register's connection, now and whenever it changes (`RegisterSales.connection`).
    public var connection: @Sendable () -> AsyncStream<RegisterConnection>
    public var navigate: @MainActor @Sendable (Route) -> Void
    public var popToRoot: @MainActor @Sendable (Tab) -> Void
    public var select: @MainActor @Sendable (Tab) -> Void

    /// Dependencies from closures.
    public init(
      connection: @escaping @Sendable () -> AsyncStream<RegisterConnection>,
      navigate: @escaping @MainActor @Sendable (Route) -> Void,
      popToRoot: @escaping @MainActor @Sendable (Tab) -> Void,
      select: @escaping @MainActor @Sendable (Tab) -> Void
    ) {
      self.connection = connection
      self.navigate = navigate
      self.popToRoot = popToRoot
      self.select = select
    }

    /// The live clients: the register's connection; routes and tab changes go to `router`, held weakly.
    public static func live(
      connection: @escaping @Sendable () -> AsyncStream<RegisterConnection>, router: some POSRootRouting
    ) -> Self {
      let router = WeakRouter(router)
      return Self(
        connection: connection, navigate: { router.value?.open($0) }, popToRoot: { router.value?.popToRoot($0) },
        select: { router.value?.select($0) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    case .popToRoot(let tab):
      await dependencies.popToRoot(tab)
      return nil
    case .select(let tab):
      await dependencies.select(tab)
      return nil
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
