import Foundation
import MeowlsAPI

/// The customer's city: the list from `GET /cities`, the nearest one to a location, and the choice, stored so that
/// it is sent as `X-City-Id` on every request and survives a restart. The city stored is always the one the user
/// chose (`app.md` §18.5: the earlier app stored the pre-selected first city instead).
public actor RegionService {
  private let api: APIClient
  private var cachedCities: [City]?
  private let settings: any SettingsStore
  /// The chosen city, readable at once (`selectedCity.value?.id` feeds `X-City-Id`) and observable.
  public nonisolated let selectedCity: StateStream<City?>

  /// The service; the stored choice is read at once.
  public init(api: APIClient, settings: any SettingsStore) {
    self.api = api
    self.settings = settings
    selectedCity = StateStream(settings.value(City.self, forKey: .region))
  }

  /// Every city (fetched once, then from memory unless `reload`).
  public func cities(reload: Bool = false) async throws(APIError) -> [City] {
    if let cachedCities, !reload { return cachedCities }
    let cities = try await api.send(.cities)
    cachedCities = cities
    return cities
  }

  /// The city to suggest on first launch: the nearest to `location` when known, else the server's first (the
  /// server sorts by the client's address).
  public func suggestedCity(near location: Location?) async throws(APIError) -> City? {
    let cities = try await cities()
    if let location, let nearest = Self.nearest(to: location, among: cities) { return nearest }
    return cities.first
  }

  /// Stores the user's choice.
  public func select(_ city: City) {
    settings.setValue(city, forKey: .region)
    selectedCity.send(city)
  }

  /// The city whose centre is closest to `location`; cities without a location are never chosen.
  public static func nearest(to location: Location, among cities: [City]) -> City? {
    cities.compactMap { city in city.location.map { (city, distance(from: location, to: $0)) } }
      .min { $0.1 < $1.1 }?.0
  }

  /// The great-circle distance in kilometres (haversine, Earth radius 6371 km).
  public static func distance(from a: Location, to b: Location) -> Double {
    let radians = Double.pi / 180
    let dLatitude = (b.latitude - a.latitude) * radians
    let dLongitude = (b.longitude - a.longitude) * radians
    let h =
      sin(dLatitude / 2) * sin(dLatitude / 2) + cos(a.latitude * radians) * cos(b.latitude * radians)
      * sin(dLongitude / 2) * sin(dLongitude / 2)
    return 2 * 6371 * asin(min(1, sqrt(h)))
  }

  /// The cities whose name contains `query`, ignoring case, `ё`/`е` and everything but letters; all for an
  /// empty query (the city search of `app.md` §2.2).
  public static func filter(_ cities: [City], query: String) -> [City] {
    let needle = normalised(query)
    guard !needle.isEmpty else { return cities }
    return cities.filter { normalised($0.name).contains(needle) }
  }

  private static func normalised(_ text: String) -> String {
    String(text.lowercased().replacingOccurrences(of: "ё", with: "е").filter(\.isLetter))
  }
}
