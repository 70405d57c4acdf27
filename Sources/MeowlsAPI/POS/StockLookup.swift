/// The stock of one variant everywhere: `{article, levels, product_name, variant_id, variant_name}`.
public struct StockLookup: Codable, Hashable, Sendable {
  /// The variant's article.
  public var article: Article
  /// Every shop and warehouse, warehouses first, then shops in catalogue order (0 where it has none).
  public var levels: [StockLevel]
  /// The product's name.
  public var productName: String
  /// The variant's id.
  public var variantID: ProductVariant.ID
  /// The variant's short name, e.g. `"85 г"`.
  public var variantName: String

  /// A lookup answer.
  public init(
    article: Article, levels: [StockLevel], productName: String, variantID: ProductVariant.ID, variantName: String
  ) {
    self.article = article
    self.levels = levels
    self.productName = productName
    self.variantID = variantID
    self.variantName = variantName
  }

  enum CodingKeys: String, CodingKey {
    case article
    case levels
    case productName = "product_name"
    case variantID = "variant_id"
    case variantName = "variant_name"
  }
}
