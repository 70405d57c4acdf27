/// A purchasable variant of a product: `{id, article, short_name, price, availability_info, badges,
/// property_values?}`.
public struct ProductVariant: Codable, Hashable, Sendable, Identifiable {
  /// A variant's id.
  public typealias ID = Identifier<ProductVariant>

  /// The article (SKU) used by carts and orders.
  public var article: Article
  /// Stock and delivery facts.
  public var availabilityInfo: AvailabilityInfo
  /// Labels such as "Новинка" or a sale badge.
  public var badges: [Badge]
  /// The variant id.
  public var id: ID
  /// The current price.
  public var price: Price
  /// The variant's property values; only in product detail.
  public var propertyValues: [PropertyValue]?
  /// The variant label, e.g. `"5 кг"`; may be empty.
  public var shortName: String

  /// A variant.
  public init(
    article: Article, availabilityInfo: AvailabilityInfo, badges: [Badge], id: ID, price: Price,
    propertyValues: [PropertyValue]? = nil, shortName: String
  ) {
    self.article = article
    self.availabilityInfo = availabilityInfo
    self.badges = badges
    self.id = id
    self.price = price
    self.propertyValues = propertyValues
    self.shortName = shortName
  }

  enum CodingKeys: String, CodingKey {
    case article
    case availabilityInfo = "availability_info"
    case badges
    case id
    case price
    case propertyValues = "property_values"
    case shortName = "short_name"
  }
}
