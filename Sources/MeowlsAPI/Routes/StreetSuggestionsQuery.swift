/// The query of `GET /suggestions/addresses/streets`: `query` (required) and `city_id`.
public struct StreetSuggestionsQuery: Hashable, Sendable {
  /// The city's FIAS id, as a string (not validated).
  public var cityID: String?
  /// What the user typed.
  public var query: String

  /// A street suggestions query.
  public init(cityID: String? = nil, query: String) {
    self.cityID = cityID
    self.query = query
  }
}
