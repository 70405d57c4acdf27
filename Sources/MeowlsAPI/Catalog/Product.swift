/// A product in list form (listings, favourites, sales, banners): `{id, name, code, images, allow_quick_buy,
/// default_variant_article?, variants}`.
public struct Product: Codable, Hashable, Sendable, Identifiable {
  /// A product's id.
  public typealias ID = Identifier<Product>

  /// Whether the product can be bought in one tap.
  public var allowQuickBuy: Bool
  /// The slug.
  public var code: String
  /// The variant shown first and used for price sorting.
  public var defaultVariantArticle: Article?
  /// The product id.
  public var id: ID
  /// All product pictures.
  public var images: [Image]
  /// The display name.
  public var name: String
  /// The purchasable variants (sizes, colours …).
  public var variants: [ProductVariant]

  /// A product in list form.
  public init(
    allowQuickBuy: Bool, code: String, defaultVariantArticle: Article? = nil, id: ID, images: [Image], name: String,
    variants: [ProductVariant]
  ) {
    self.allowQuickBuy = allowQuickBuy
    self.code = code
    self.defaultVariantArticle = defaultVariantArticle
    self.id = id
    self.images = images
    self.name = name
    self.variants = variants
  }

  enum CodingKeys: String, CodingKey {
    case allowQuickBuy = "allow_quick_buy"
    case code
    case defaultVariantArticle = "default_variant_article"
    case id
    case images
    case name
    case variants
  }
}

/// A product's id.
public typealias ProductID = Product.ID
