/// A variant as the back office writes and reads it:
/// `{article, availability?, barcode?, id?, name, old_price?, pack_size?, plu?, price, price_per_kg?, properties?,
/// unit?}`.
///
/// In a draft `id` names an existing variant to change (none: a new variant); an answer always carries it.
public struct AdminVariant: Codable, Hashable, Sendable {
  /// The article (SKU): 1–32 letters, digits, `-` or `_`; unique in the shop.
  public var article: Article
  /// `available` (default), `delivery` or `not_available`.
  public var availability: AvailabilityType?
  /// The pack's EAN-13 (thirteen digits with their check digit); unique in the shop.
  public var barcode: String?
  /// The variant (nil in a draft for a new one).
  public var id: ProductVariant.ID?
  /// The variant's own name (`400 г`), 1–100 characters.
  public var name: String
  /// The price before the discount; above `price` when given.
  public var oldPrice: Money?
  /// Pieces in one pack (`piece`), or grams in one stocked pack (`weight`); 1 piece or 1,000 g when omitted.
  public var packSize: Int?
  /// The PLU of the shops' scales, 0–99,999; required for `weight`.
  public var plu: Int?
  /// The price of one piece (pack), 0.01–10,000,000 ₽.
  public var price: Money
  /// The price per kilogram of a loose good; required for `weight`, refused for `piece`.
  public var pricePerKilogram: Money?
  /// The variant's filter values.
  public var properties: [AdminPropertyValue]?
  /// `piece` (default) or `weight`.
  public var unit: SellingUnit?

  /// A variant.
  public init(
    article: Article, availability: AvailabilityType? = nil, barcode: String? = nil, id: ProductVariant.ID? = nil,
    name: String, oldPrice: Money? = nil, packSize: Int? = nil, plu: Int? = nil, price: Money,
    pricePerKilogram: Money? = nil, properties: [AdminPropertyValue]? = nil, unit: SellingUnit? = nil
  ) {
    self.article = article
    self.availability = availability
    self.barcode = barcode
    self.id = id
    self.name = name
    self.oldPrice = oldPrice
    self.packSize = packSize
    self.plu = plu
    self.price = price
    self.pricePerKilogram = pricePerKilogram
    self.properties = properties
    self.unit = unit
  }

  enum CodingKeys: String, CodingKey {
    case article
    case availability
    case barcode
    case id
    case name
    case oldPrice = "old_price"
    case packSize = "pack_size"
    case plu
    case price
    case pricePerKilogram = "price_per_kg"
    case properties
    case unit
  }
}
