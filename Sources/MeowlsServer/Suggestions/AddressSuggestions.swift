import Foundation
import MeowlsAPI

/// The street, house and flat suggestions of api.md §12.3, answered from the bundled streets (§12.5).
struct AddressSuggestions: Sendable {
  let directory: StreetDirectory
  /// The contract's 20.
  var limit = 20

  /// Streets of the city (`city_id`), or of every city when it is absent; none for an unknown city.
  func streets(_ query: StreetSuggestionsQuery) -> [AddressSuggestion] {
    let cityID = query.cityID.map(UUID.init(uuidString:))
    guard cityID != .some(nil) else { return [] }
    return directory.streets(matching: query.query, cityID: cityID ?? nil, limit: limit).map {
      AddressSuggestion(highlightedText: query.query, id: $0.street.id.uuidString, text: $0.text)
    }
  }

  /// Houses of the street (`street_id`) whose number starts as typed, an exact number first.
  func houses(_ query: HouseSuggestionsQuery) -> [AddressSuggestion] {
    guard let street = street(query.streetID), let typed = HouseQuery(query.query) else { return [] }
    return matchingHouses(street, typed.house).prefix(limit).map {
      AddressSuggestion(highlightedText: query.query, text: "\(street.text), \($0.text)")
    }
  }

  /// Flats of the street's houses: `"д 47 3"` lists flats 3, 30…39, … of house 47, then of 47/1 and so on.
  func flats(_ query: HouseSuggestionsQuery) -> [AddressSuggestion] {
    guard let street = street(query.streetID), let typed = HouseQuery(query.query) else { return [] }
    var suggestions: [AddressSuggestion] = []
    for house in matchingHouses(street, typed.house) {
      let count = HouseNumbering.flatCount(street: street.street.id, house: house)
      let flats = FlatNumbers.starting(with: typed.flat, upTo: count, limit: limit - suggestions.count)
      suggestions += flats.map {
        AddressSuggestion(highlightedText: query.query, text: "\(street.text), \(house.text), кв \($0)")
      }
      if suggestions.count == limit { break }
    }
    return suggestions
  }

  /// The street of a `street_id`; nil when it is absent, not a UUID or unknown.
  private func street(_ id: String?) -> LocatedStreet? {
    id.flatMap(UUID.init(uuidString:)).flatMap(directory.street(id:))
  }

  /// The street's houses whose key starts with `prefix`: the house that is exactly `prefix` first.
  private func matchingHouses(_ street: LocatedStreet, _ prefix: [UInt16]) -> [HouseNumber] {
    let houses = HouseNumbering.houses(ofStreet: street.street.id, rank: street.street.rank)
    let matching = houses.filter { $0.key.starts(with: prefix) }
    return matching.filter { $0.key == prefix } + matching.filter { $0.key != prefix }
  }
}
