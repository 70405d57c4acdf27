import Foundation

/// Every city's streets, and where each street id belongs.
struct StreetDirectory: Sendable {
  /// The cities in the order of their data files.
  let cities: [SuggestionCity]
  private let cityPositions: [UUID: Int]
  private let streetPositions: [UUID: (city: Int, street: Int)]

  /// Indexes `cities`; a city id or street id that appears twice keeps its first place.
  init(cities: [SuggestionCity]) {
    self.cities = cities
    var cityPositions: [UUID: Int] = [:]
    var streetPositions: [UUID: (city: Int, street: Int)] = [:]
    for (cityIndex, city) in cities.enumerated() {
      if cityPositions[city.id] == nil { cityPositions[city.id] = cityIndex }
      for (streetIndex, street) in city.streets.enumerated() where streetPositions[street.id] == nil {
        streetPositions[street.id] = (cityIndex, streetIndex)
      }
    }
    self.cityPositions = cityPositions
    self.streetPositions = streetPositions
  }

  /// The city with this FIAS id.
  func city(id: UUID) -> SuggestionCity? {
    cityPositions[id].map { cities[$0] }
  }

  /// The street with this id, with its city.
  func street(id: UUID) -> LocatedStreet? {
    streetPositions[id].map { LocatedStreet(city: cities[$0.city], street: cities[$0.city].streets[$0.street]) }
  }

  /// Up to `limit` streets for what the user typed, best first; in one city when `cityID` is given (none for an
  /// unknown city), else in every city.
  func streets(matching text: String, cityID: UUID?, limit: Int) -> [LocatedStreet] {
    let query = StreetQuery(text)
    guard !query.isEmpty else { return [] }
    let searched: [Int]
    if let cityID {
      guard let position = cityPositions[cityID] else { return [] }
      searched = [position]
    } else {
      searched = Array(cities.indices)
    }
    var best = BoundedBest<(city: Int, match: StreetMatch)>(limit: limit) { left, right in
      StreetMatch.precedes(left.match, right.match)
        || (!StreetMatch.precedes(right.match, left.match) && left.city < right.city)
    }
    for city in searched {
      for match in cities[city].matches(query) { best.offer((city, match)) }
    }
    return best.elements.map { LocatedStreet(city: cities[$0.city], street: cities[$0.city].streets[$0.match.street]) }
  }
}
