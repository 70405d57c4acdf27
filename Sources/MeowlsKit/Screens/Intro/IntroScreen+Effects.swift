import MeowlsAPI

extension IntroScreen {
  /// The clients the splash needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    /// How long the splash stays before it moves on.
    public var delay: Duration
    public var navigate: @MainActor @Sendable (Route) -> Void
    /// Sleeps (injected: tests pass one that returns at once).
    public var sleep: @Sendable (Duration) async throws -> Void
    /// The city stored by an earlier launch.
    public var storedRegion: @Sendable () -> City?

    /// Dependencies from closures.
    public init(
      delay: Duration = .seconds(1), navigate: @escaping @MainActor @Sendable (Route) -> Void,
      sleep: @escaping @Sendable (Duration) async throws -> Void, storedRegion: @escaping @Sendable () -> City?
    ) {
      self.delay = delay
      self.navigate = navigate
      self.sleep = sleep
      self.storedRegion = storedRegion
    }

    /// The live clients: the region service's stored choice and the task clock.
    public static func live(region: RegionService, navigate: @escaping @MainActor @Sendable (Route) -> Void) -> Self {
      Self(navigate: navigate, sleep: { try await Task.sleep(for: $0) }, storedRegion: { region.selectedCity.value })
    }

    /// The live clients, opening routes with `router` (held weakly: the screen does not keep its router alive).
    @MainActor public static func live(region: RegionService, router: some IntroRouting) -> Self {
      live(region: region, navigate: { [weak router] in router?.open($0) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .delay(let route):
      do { try await dependencies.sleep(dependencies.delay) } catch { return nil }
      return .delayElapsed(route)
    case .loadStoredRegion:
      return .storedRegionLoaded(dependencies.storedRegion())
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    }
  }

  /// A store running this screen.
  @MainActor public static func store(
    _ dependencies: Dependencies, initial: State = State()
  ) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce) { await perform($0, with: dependencies) }
  }
}
