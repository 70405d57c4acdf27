import MeowlsAPI

extension RegionScreen {
  /// The clients the city list needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var cities: @Sendable () async throws(APIError) -> [City]
    /// The device's location, or nil when it is denied or cannot be found (the app injects its locator).
    public var locate: @Sendable () async -> Location?
    public var navigate: @MainActor @Sendable (Route) -> Void
    /// Stores the choice (it is sent as `X-City-Id` from then on).
    public var store: @Sendable (City) async -> Void

    /// Dependencies from closures.
    public init(
      cities: @escaping @Sendable () async throws(APIError) -> [City],
      locate: @escaping @Sendable () async -> Location?, navigate: @escaping @MainActor @Sendable (Route) -> Void,
      store: @escaping @Sendable (City) async -> Void
    ) {
      self.cities = cities
      self.locate = locate
      self.navigate = navigate
      self.store = store
    }

    /// The live clients: the region service and the app's locator.
    public static func live(
      region: RegionService, locate: @escaping @Sendable () async -> Location?,
      navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) -> Self {
      Self(
        cities: { () throws(APIError) in try await region.cities() }, locate: locate, navigate: navigate,
        store: { await region.select($0) })
    }

    /// The live clients, opening routes with `router` (held weakly: the screen does not keep its router alive).
    @MainActor public static func live(
      region: RegionService, locate: @escaping @Sendable () async -> Location?, router: some RegionRouting
    ) -> Self {
      live(region: region, locate: locate, navigate: { [weak router] in router?.open($0) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .fetchCities:
      do throws(APIError) { return .citiesResponse(.success(try await dependencies.cities())) } catch {
        return .citiesResponse(.failure(error))
      }
    case .locate:
      return .locationResponse(await dependencies.locate())
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    case .store(let city):
      await dependencies.store(city)
      return .choiceStored(city)
    }
  }

  /// A store running this screen (one request of each kind runs at a time already, so nothing is cancelled).
  @MainActor public static func store(_ dependencies: Dependencies, initial: State) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce) { await perform($0, with: dependencies) }
  }
}
