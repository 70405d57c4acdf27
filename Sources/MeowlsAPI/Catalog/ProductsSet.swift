/// A product collection to open: `{name, category?, query?}`.
public struct ProductsSet: Codable, Hashable, Sendable {
  /// The category to list.
  public var category: Category?
  /// The screen title.
  public var name: String
  /// A search query to list (`GET /products?query=`).
  public var query: String?

  /// A products set.
  public init(category: Category? = nil, name: String, query: String? = nil) {
    self.category = category
    self.name = name
    self.query = query
  }

  enum CodingKeys: String, CodingKey {
    case category
    case name
    case query
  }
}
