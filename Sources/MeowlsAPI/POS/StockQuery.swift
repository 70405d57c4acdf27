/// The query of `GET /pos/stock`: the variant by `variant_id`, by `article` or by `barcode` (one of them; when
/// several are given, the first of that order wins).
public struct StockQuery: Hashable, Sendable {
  /// The variant's article.
  public var article: Article?
  /// A scanned EAN-13 as typed or read: a variant's own barcode, or a weight barcode of the shop's scale (its PLU
  /// names the variant). Kept as text, so that a misread reaches the server and gets its own error code.
  public var barcode: String?
  /// A product's name as typed (`royal canin indoor`): the best match of the search index, its first variant.
  public var name: String?
  /// The variant's id (a value that is no UUID counts as absent).
  public var variantID: ProductVariant.ID?

  /// A lookup.
  public init(
    article: Article? = nil, barcode: String? = nil, name: String? = nil, variantID: ProductVariant.ID? = nil
  ) {
    self.article = article
    self.barcode = barcode
    self.name = name
    self.variantID = variantID
  }
}
