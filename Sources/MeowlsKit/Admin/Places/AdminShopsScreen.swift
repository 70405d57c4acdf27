import MeowlsAPI

/// The back office's shops and warehouses (`GET /admin/shops`): each with its city, kind, open or closed and
/// pick-up; an admin closes one or opens it again from its row.
public enum AdminShopsScreen {
  /// Everything the list shows.
  public struct State: Equatable, Sendable {
    /// The cities, to name each shop's.
    public var cities: [AdminCity]
    public var phase: AdminPhase<[AdminShop]>
    public var submission: AdminSubmission

    public init() {
      self.cities = []
      self.phase = .idle
      self.submission = .idle
    }

    /// The name of a shop's city (its id while the cities are not known).
    public func cityName(_ id: City.ID) -> String {
      cities.first { $0.id == id }?.name ?? id.uuidString
    }
  }

  /// What happened on the list, alphabetised.
  public enum Action: Equatable, Sendable {
    case appeared
    case changeResponse(Result<AdminShop, APIError>)
    case citiesResponse(Result<[AdminCity], APIError>)
    case closeTapped(Shop.ID, Bool)
    case listResponse(Result<[AdminShop], APIError>)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case load
    case loadCities
    case setClosed(Shop.ID, Bool)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .appeared:
      state.phase = .loading
      return [.load, .loadCities]

    case .changeResponse(let result):
      guard let shop = state.submission.settle(result), var shops = state.phase.value else { return [] }
      shops = shops.map { $0.id == shop.id ? shop : $0 }
      state.phase = .loaded(shops)
      return []

    case .citiesResponse(let result):
      // NB: the list still shows without the cities' names (a city's id instead).
      state.cities = (try? result.get()) ?? []
      return []

    case .closeTapped(let id, let closed):
      guard state.submission != .sending, let shop = state.phase.value?.first(where: { $0.id == id }),
        shop.closed != closed
      else { return [] }
      state.submission = .sending
      return [.setClosed(id, closed)]

    case .listResponse(let result):
      switch result {
      case .success(let shops): state.phase = .loaded(shops)
      case .failure(let error): state.phase = .failed(error)
      }
      return []
    }
  }
}

extension AdminShopsScreen {
  public typealias Dependencies = AdminPlacesClients

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .load: .listResponse(await result { () throws(APIError) in try await dependencies.shops() })
    case .loadCities: .citiesResponse(await result { () throws(APIError) in try await dependencies.cities() })
    case .setClosed(let id, let closed):
      .changeResponse(
        await result { () throws(APIError) in try await dependencies.shop(.setShopClosed(id, closed)) })
    }
  }
}
