/// A cart or order line (`CartItemDTO`), with the variant's current price and stock.
public struct CartItem: Codable, Hashable, Sendable, Identifiable {
  /// A cart item's id.
  public typealias ID = Identifier<CartItem>

  /// `price` × `count` (same discount).
  public var amount: Price
  /// The variant's article.
  public var article: Article
  /// The variant's stock.
  public var availabilityInfo: AvailabilityInfo
  /// The variant's badges.
  public var badges: [Badge]
  /// The number of units.
  public var count: Int
  /// The line id.
  public var id: ID
  /// The product's first picture.
  public var image: Image?
  /// The unit price.
  public var price: Price
  /// The product.
  public var productID: Product.ID
  /// The product name.
  public var productName: String
  /// The variant label (`short_name`).
  public var variantName: String

  /// A cart line.
  public init(
    amount: Price, article: Article, availabilityInfo: AvailabilityInfo, badges: [Badge], count: Int, id: ID,
    image: Image? = nil, price: Price, productID: Product.ID, productName: String, variantName: String
  ) {
    self.amount = amount
    self.article = article
    self.availabilityInfo = availabilityInfo
    self.badges = badges
    self.count = count
    self.id = id
    self.image = image
    self.price = price
    self.productID = productID
    self.productName = productName
    self.variantName = variantName
  }

  enum CodingKeys: String, CodingKey {
    case amount
    case article
    case availabilityInfo = "availability_info"
    case badges
    case count
    case id
    case image
    case price
    case productID = "product_id"
    case productName = "product_name"
    case variantName = "variant_name"
  }
}

/// A cart item's id.
public typealias CartItemID = CartItem.ID
