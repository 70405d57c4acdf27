import Foundation
import MeowlsAPI

/// `/suggestions/...` (api.md §12.3–§12.5): full names and addresses from data bundled with the server, loaded once
/// at start; no outside service is called.
struct SuggestionsHandler: Sendable {
  let data: SuggestionData

  var addresses: AddressSuggestions { data.addresses }
  var names: NameDictionary { data.names }

  /// Throws `SuggestionDataError` when the bundled data is broken.
  static func live(_ dependencies: HandlerDependencies) throws -> Self {
    Self(data: try dependencies.environment.suggestionData())
  }

  /// `GET /suggestions/addresses/flats` → `[AddressSuggestion]`.
  func flats(_ query: HouseSuggestionsQuery) throws -> HTTPResponse {
    try .json(addresses.flats(query))
  }

  /// `POST /suggestions/addresses` → the address formatted, or 400 `incorrectAddressNotFound` for an unknown city
  /// or a street the city does not have.
  func fullAddress(_ address: Address) throws -> HTTPResponse {
    guard let city = addresses.directory.city(id: address.city.id.rawValue),
      let street = city.resolve(StreetQuery(address.street))
    else { throw SuggestionsError.incorrectAddressNotFound }
    return try .json(FullAddressFormatting.normalized(address, on: LocatedStreet(city: city, street: street)))
  }

  /// `GET /suggestions/fullname/{surname,name,patronymic}` → `[FullNameSuggestion]`.
  func fullNames(_ part: NamePart, query: String) throws -> HTTPResponse {
    try .json(names.suggestions(part, query: query))
  }

  /// `GET /suggestions/addresses/houses` → `[AddressSuggestion]`.
  func houses(_ query: HouseSuggestionsQuery) throws -> HTTPResponse {
    try .json(addresses.houses(query))
  }

  /// `GET /suggestions/addresses/streets` → `[AddressSuggestion]`.
  func streets(_ query: StreetSuggestionsQuery) throws -> HTTPResponse {
    try .json(addresses.streets(query))
  }
}
