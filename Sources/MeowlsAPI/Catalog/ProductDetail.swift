/// A product in detail form (`GET /products/{id}`): the list form plus `properties`, `delivery_conditions_url?`,
/// `sections`, and `property_values` on every variant.
public struct ProductDetail: Codable, Hashable, Sendable, Identifiable {
  /// Whether the product can be bought in one tap.
  public var allowQuickBuy: Bool
  /// The slug.
  public var code: String
  /// The variant shown first.
  public var defaultVariantArticle: Article?
  /// A web page about delivery.
  public var deliveryConditionsURL: String?
  /// The product id.
  public var id: Product.ID
  /// All product pictures.
  public var images: [Image]
  /// The display name.
  public var name: String
  /// The properties any variant has a value for.
  public var properties: [ProductProperty]
  /// Description blocks (composition, feeding advice …).
  public var sections: [ProductSection]
  /// The variants, each with `property_values`.
  public var variants: [ProductVariant]

  /// A product in detail form.
  public init(
    allowQuickBuy: Bool, code: String, defaultVariantArticle: Article? = nil, deliveryConditionsURL: String? = nil,
    id: Product.ID, images: [Image], name: String, properties: [ProductProperty], sections: [ProductSection],
    variants: [ProductVariant]
  ) {
    self.allowQuickBuy = allowQuickBuy
    self.code = code
    self.defaultVariantArticle = defaultVariantArticle
    self.deliveryConditionsURL = deliveryConditionsURL
    self.id = id
    self.images = images
    self.name = name
    self.properties = properties
    self.sections = sections
    self.variants = variants
  }

  enum CodingKeys: String, CodingKey {
    case allowQuickBuy = "allow_quick_buy"
    case code
    case defaultVariantArticle = "default_variant_article"
    case deliveryConditionsURL = "delivery_conditions_url"
    case id
    case images
    case name
    case properties
    case sections
    case variants
  }
}
