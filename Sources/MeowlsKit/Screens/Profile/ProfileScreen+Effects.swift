import MeowlsAPI

extension ProfileScreen {
  /// The clients the profile tab needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var deleteAccount: @Sendable () async throws(APIError) -> Void
    public var logOut: @Sendable () async throws(APIError) -> Void
    public var navigate: @MainActor @Sendable (Route) -> Void
    public var reloadProfile: @Sendable () async throws(APIError) -> User
    public var save: @Sendable (EditUserRequest) async throws(APIError) -> User
    /// The first session that differs from the given one (the current one when nil), or nil when cancelled.
    public var session: @Sendable (SessionSnapshot?) async -> SessionSnapshot?

    /// Dependencies from closures.
    public init(
      deleteAccount: @escaping @Sendable () async throws(APIError) -> Void,
      logOut: @escaping @Sendable () async throws(APIError) -> Void,
      navigate: @escaping @MainActor @Sendable (Route) -> Void,
      reloadProfile: @escaping @Sendable () async throws(APIError) -> User,
      save: @escaping @Sendable (EditUserRequest) async throws(APIError) -> User,
      session: @escaping @Sendable (SessionSnapshot?) async -> SessionSnapshot?
    ) {
      self.deleteAccount = deleteAccount
      self.logOut = logOut
      self.navigate = navigate
      self.reloadProfile = reloadProfile
      self.save = save
      self.session = session
    }

    /// The live clients, routes opened by `router` (held weakly).
    @MainActor public static func live(session: Session, router: some ProfileRouting) -> Self {
      live(session: session) { [weak router] route in router?.open(route) }
    }

    /// The live clients: the session for everything, routes handed to `navigate`.
    public static func live(session: Session, navigate: @escaping @MainActor @Sendable (Route) -> Void) -> Self {
      Self(
        deleteAccount: { () throws(APIError) in try await session.deleteAccount() },
        logOut: { () throws(APIError) in try await session.logOut() }, navigate: navigate,
        reloadProfile: { () throws(APIError) in try await session.reloadProfile() },
        save: { request throws(APIError) in try await session.editProfile(request) },
        session: { known in
          await session.state.next({ $0.user.map(SessionSnapshot.user) ?? .guest }, differentFrom: known)
        })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .deleteAccount:
      do throws(APIError) {
        try await dependencies.deleteAccount()
        return .deleteAccountResponse(nil)
      } catch { return .deleteAccountResponse(error) }
    case .logOut:
      do throws(APIError) {
        try await dependencies.logOut()
        return .logOutResponse(nil)
      } catch { return .logOutResponse(error) }
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    case .reloadProfile:
      do throws(APIError) { return .profileResponse(.success(try await dependencies.reloadProfile())) } catch {
        return .profileResponse(.failure(error))
      }
    case .save(let request):
      do throws(APIError) { return .saveResponse(.success(try await dependencies.save(request))) } catch {
        return .saveResponse(.failure(error))
      }
    case .watchSession(let known):
      return await dependencies.session(known).map(Action.sessionChanged)
    }
  }

  /// A newer session watch replaces an older one.
  public static func cancellationID(_ effect: Effect) -> AnyHashable? {
    if case .watchSession = effect { "session" } else { nil }
  }

  /// A store running this screen; its session watch runs until `cancelAll()`.
  @MainActor public static func store(_ dependencies: Dependencies, initial: State) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }
}
