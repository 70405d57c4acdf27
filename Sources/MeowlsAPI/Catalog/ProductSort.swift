/// The `sort` query parameter of a product listing; any unknown value means `index`.
public enum ProductSort: String, Codable, CaseIterable, Hashable, Sendable {
  /// `index`: the catalogue order.
  case index
  /// `name`: by name, A to Z.
  case name
  /// `-name`: by name, Z to A.
  case nameDescending = "-name"
  /// `price`: cheapest first (price of the default variant).
  case price
  /// `-price`: most expensive first.
  case priceDescending = "-price"

  /// Parses a query value; unknown values are `.index`, as the server treats them.
  public init(queryValue: String) {
    self = ProductSort(rawValue: queryValue) ?? .index
  }
}
