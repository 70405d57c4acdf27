/// The answer of `GET /favorites/count`: `{favorites_products_count}`.
public struct FavoritesCount: Codable, Hashable, Sendable {
  /// The number of favourite products.
  public var favoritesProductsCount: Int

  /// A count.
  public init(favoritesProductsCount: Int) {
    self.favoritesProductsCount = favoritesProductsCount
  }

  enum CodingKeys: String, CodingKey {
    case favoritesProductsCount = "favorites_products_count"
  }
}
