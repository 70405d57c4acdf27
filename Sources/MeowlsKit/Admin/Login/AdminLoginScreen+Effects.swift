import MeowlsAPI

extension AdminLoginScreen {
  /// The clients the sign-in needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    /// Logs in and stores the staff session.
    public var logIn: @Sendable (String, String) async throws(APIError) -> StaffMember
    /// Ends the stored staff session.
    public var logOut: @Sendable () async -> Void
    public var navigate: @MainActor @Sendable (Route) -> Void

    public init(
      logIn: @escaping @Sendable (String, String) async throws(APIError) -> StaffMember,
      logOut: @escaping @Sendable () async -> Void, navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) {
      self.logIn = logIn
      self.logOut = logOut
      self.navigate = navigate
    }

    /// The live clients: the staff session over `api`; routes handed to `navigate`.
    public static func live(api: APIClient, navigate: @escaping @MainActor @Sendable (Route) -> Void) -> Self {
      let credentials = StaffCredentials(api: api)
      return Self(
        logIn: { phone, password throws(APIError) in try await credentials.logIn(phone: phone, password: password) },
        logOut: { try? await credentials.logOut() }, navigate: navigate)
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .logIn(let phone, let password):
      return .logInResponse(await result { () throws(APIError) in try await dependencies.logIn(phone, password) })
    case .logOut:
      await dependencies.logOut()
      return nil
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    }
  }
}
