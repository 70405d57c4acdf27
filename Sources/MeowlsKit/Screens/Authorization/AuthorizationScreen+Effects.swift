import MeowlsAPI

extension AuthorizationScreen {
  /// The clients the login sheet needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var logIn: @Sendable (_ phone: String, _ password: String) async throws(APIError) -> GuestMergeOutcome
    public var navigate: @MainActor @Sendable (Route) -> Void

    /// Dependencies from closures.
    public init(
      logIn: @escaping @Sendable (_ phone: String, _ password: String) async throws(APIError) -> GuestMergeOutcome,
      navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) {
      self.logIn = logIn
      self.navigate = navigate
    }

    /// The live clients: the session, routes opened by `router` (held weakly: the screen does not keep it alive).
    @MainActor public static func live(session: Session, router: some AuthorizationRouting) -> Self {
      live(session: session) { [weak router] route in router?.open(route) }
    }

    /// The live clients: the session, routes handed to `navigate`.
    public static func live(session: Session, navigate: @escaping @MainActor @Sendable (Route) -> Void) -> Self {
      Self(
        logIn: { phone, password throws(APIError) in try await session.logIn(phone: phone, password: password).merge },
        navigate: navigate)
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .logIn(let phone, let password):
      do throws(APIError) { return .logInResponse(.success(try await dependencies.logIn(phone, password))) } catch {
        return .logInResponse(.failure(error))
      }
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    }
  }

  /// A store running this screen (one login at a time already, so nothing is cancelled).
  @MainActor public static func store(
    _ dependencies: Dependencies, initial: State = State()
  ) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce) { await perform($0, with: dependencies) }
  }
}
