/// `GET /admin/stock?product_id=`: every variant of a product with its units at every location:
/// `{product_id, variants: [{article, levels, variant_id}]}`.
public struct AdminProductStock: Codable, Hashable, Sendable {
  /// One variant's stock.
  public struct Variant: Codable, Hashable, Sendable {
    /// The variant's article.
    public var article: Article
    /// The warehouse first, then every shop, as `GET /pos/stock` lists them.
    public var levels: [StockLevel]
    /// The variant.
    public var variantID: ProductVariant.ID

    /// A variant's stock.
    public init(article: Article, levels: [StockLevel], variantID: ProductVariant.ID) {
      self.article = article
      self.levels = levels
      self.variantID = variantID
    }

    enum CodingKeys: String, CodingKey {
      case article
      case levels
      case variantID = "variant_id"
    }
  }

  /// The product.
  public var productID: Product.ID
  /// Its variants in order.
  public var variants: [Variant]

  /// A product's stock.
  public init(productID: Product.ID, variants: [Variant]) {
    self.productID = productID
    self.variants = variants
  }

  enum CodingKeys: String, CodingKey {
    case productID = "product_id"
    case variants
  }
}
