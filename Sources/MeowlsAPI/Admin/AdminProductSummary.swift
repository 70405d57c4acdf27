/// One row of the back office's product list (`GET /admin/products`):
/// `{archived, article, category_ids, id, image?, name, price, variant_count}`.
public struct AdminProductSummary: Codable, Hashable, Sendable {
  public var archived: Bool
  /// The default variant's article.
  public var article: Article
  /// The categories it is listed in.
  public var categoryIDs: [Category.ID]
  public var id: Product.ID
  /// The first picture (the one lists show); nil when it has none.
  public var image: Image?
  public var name: String
  /// The default variant's price.
  public var price: Money
  /// How many variants it has.
  public var variantCount: Int

  /// A row.
  public init(
    archived: Bool, article: Article, categoryIDs: [Category.ID], id: Product.ID, image: Image? = nil, name: String,
    price: Money, variantCount: Int
  ) {
    self.archived = archived
    self.article = article
    self.categoryIDs = categoryIDs
    self.id = id
    self.image = image
    self.name = name
    self.price = price
    self.variantCount = variantCount
  }

  enum CodingKeys: String, CodingKey {
    case archived
    case article
    case categoryIDs = "category_ids"
    case id
    case image
    case name
    case price
    case variantCount = "variant_count"
  }
}
