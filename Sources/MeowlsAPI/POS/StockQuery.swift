/// The query of `GET /pos/stock`: the variant by `variant_id` or by `article` (one of them).
public struct StockQuery: Hashable, Sendable {
  /// The variant's article.
  public var article: Article?
  /// The variant's id (a value that is no UUID counts as absent).
  public var variantID: ProductVariant.ID?

  /// A lookup.
  public init(article: Article? = nil, variantID: ProductVariant.ID? = nil) {
    self.article = article
    self.variantID = variantID
  }
}
