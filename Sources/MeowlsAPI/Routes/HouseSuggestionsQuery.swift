/// The query of `GET /suggestions/addresses/houses` and `/flats`: `query` (required) and `street_id`.
public struct HouseSuggestionsQuery: Hashable, Sendable {
  /// What the user typed, e.g. `"47"` or `"д 47 3"`.
  public var query: String
  /// The street's FIAS id from a street suggestion (not validated).
  public var streetID: String?

  /// A house or flat suggestions query.
  public init(query: String, streetID: String? = nil) {
    self.query = query
    self.streetID = streetID
  }
}
