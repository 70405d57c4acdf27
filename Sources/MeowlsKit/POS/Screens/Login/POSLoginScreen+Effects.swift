import MeowlsAPI

extension POSLoginScreen {
  /// The clients the login needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    /// The signed-in member's registers.
    public var registers: @Sendable () async throws(APIError) -> [Register]
    /// Logs in and stores the staff session.
    public var logIn: @Sendable (String, String) async throws(APIError) -> StaffMember
    public var navigate: @MainActor @Sendable (Route) -> Void

    /// Dependencies from closures.
    public init(
      registers: @escaping @Sendable () async throws(APIError) -> [Register],
      logIn: @escaping @Sendable (String, String) async throws(APIError) -> StaffMember,
      navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) {
      self.registers = registers
      self.logIn = logIn
      self.navigate = navigate
    }

    /// The live clients; routes go to `router`, held weakly.
    public static func live(api: APIClient, router: some POSLoginRouting) -> Self {
      let router = WeakRouter(router)
      return live(api: api, navigate: { router.value?.open($0) })
    }

    /// The live clients: the staff session over `api`; routes handed to `navigate`.
    public static func live(api: APIClient, navigate: @escaping @MainActor @Sendable (Route) -> Void) -> Self {
      let credentials = StaffCredentials(api: api)
      return Self(
        registers: { () throws(APIError) in try await api.send(.registers) },
        logIn: { phone, password throws(APIError) in try await credentials.logIn(phone: phone, password: password) },
        navigate: navigate)
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .fetchRegisters:
      do throws(APIError) {
        return .registersResponse(.success(try await dependencies.registers()))
      } catch { return .registersResponse(.failure(error)) }
    case .logIn(let phone, let password):
      do throws(APIError) {
        return .logInResponse(.success(try await dependencies.logIn(phone, password)))
      } catch { return .logInResponse(.failure(error)) }
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    }
  }

  /// No effect of the login supersedes another.
  public static func cancellationID(_ effect: Effect) -> AnyHashable? { nil }

  /// A store running this screen.
  @MainActor public static func store(
    _ dependencies: Dependencies, initial: State = State()
  ) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }
}
