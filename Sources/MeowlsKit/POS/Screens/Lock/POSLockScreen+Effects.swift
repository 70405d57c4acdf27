import MeowlsAPI

extension POSLockScreen {
  /// The clients the lock needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    /// Ends the staff session (every register the member unlocked locks).
    public var logOut: @Sendable () async throws(APIError) -> Void
    public var navigate: @MainActor @Sendable (Route) -> Void
    /// The injected clock's wait (throws when cancelled).
    public var sleep: @Sendable (Duration) async throws -> Void
    /// Unlocks the register with a PIN (a take-over switches the session's token).
    public var unlock: @Sendable (Register.ID, RegisterUnlockRequest) async throws(APIError) -> RegisterUnlock

    /// Dependencies from closures.
    public init(
      logOut: @escaping @Sendable () async throws(APIError) -> Void,
      navigate: @escaping @MainActor @Sendable (Route) -> Void,
      sleep: @escaping @Sendable (Duration) async throws -> Void,
      unlock: @escaping @Sendable (Register.ID, RegisterUnlockRequest) async throws(APIError) -> RegisterUnlock
    ) {
      self.logOut = logOut
      self.navigate = navigate
      self.sleep = sleep
      self.unlock = unlock
    }

    /// The live clients; routes go to `router`, held weakly.
    public static func live(
      api: APIClient, sleep: @escaping @Sendable (Duration) async throws -> Void, router: some POSLockRouting
    ) -> Self {
      let router = WeakRouter(router)
      return live(api: api, sleep: sleep, navigate: { router.value?.open($0) })
    }

    /// The live clients: the staff session over `api`, the app's clock; routes handed to `navigate`.
    public static func live(
      api: APIClient, sleep: @escaping @Sendable (Duration) async throws -> Void,
      navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) -> Self {
      let credentials = StaffCredentials(api: api)
      return Self(
        logOut: { () throws(APIError) in try await credentials.logOut() },
        navigate: navigate, sleep: sleep,
        unlock: { register, request throws(APIError) in try await credentials.unlock(register, request) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .idleWait(let limit):
      do {
        try await dependencies.sleep(limit)
      } catch { return nil }
      return Task.isCancelled ? nil : .idleElapsed
    case .logOut:
      do throws(APIError) {
        try await dependencies.logOut()
        return .logOutResponse(.success(EmptyResponse()))
      } catch { return .logOutResponse(.failure(error)) }
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    case .stopIdleWait:
      return nil
    case .unlock(let register, let request):
      do throws(APIError) {
        return .unlockResponse(.success(try await dependencies.unlock(register, request)))
      } catch { return .unlockResponse(.failure(error)) }
    }
  }

  /// Every idle wait runs under one id, so activity (a newer wait) or `stopIdleWait` cancels the older one.
  public static func cancellationID(_ effect: Effect) -> AnyHashable? {
    switch effect {
    case .idleWait, .stopIdleWait: "idle"
    case .logOut, .navigate, .unlock: nil
    }
  }

  /// A store running this screen.
  @MainActor public static func store(_ dependencies: Dependencies, initial: State) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }
}
