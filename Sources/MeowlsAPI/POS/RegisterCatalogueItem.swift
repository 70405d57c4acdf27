/// A variant as a shop's registers sell it: how to find it (EAN-13, article, PLU), its prices and the shop's stock.
///
/// `{variant_id, article, name, barcode?, plu?, price, price_per_kg?, stock, bin_grams?, vat}`.
public struct RegisterCatalogueItem: Codable, Hashable, Sendable, Identifiable {
  /// The variant's article (typed at the register, or sent as `SaleLineRequest.code`).
  public var article: Article
  /// The EAN-13 printed on the pack; nil for a variant whose article gives none.
  public var barcode: EAN13?
  /// Grams of an opened pack in the shop's bulk bin (loose goods only): a weighed line takes these before opening
  /// whole packs.
  public var binGrams: Int?
  /// The variant.
  public var id: ProductVariant.ID
  /// The product's name with the variant's, as the receipt prints it.
  public var name: String
  /// The PLU of the shop's scales (0…99,999): a weight barcode's or a typed PLU names the variant by it.
  public var plu: Int?
  /// The price of one piece (pack).
  public var price: Money
  /// The price per kilogram of a loose good, sold by weight; nil for a piece good.
  public var pricePerKilogram: Money?
  /// Whole units (packs) the books show at the shop.
  public var stock: Int
  /// The VAT rate a receipt prints for the variant (`20%`).
  public var vat: String

  /// An item.
  public init(
    article: Article, barcode: EAN13? = nil, binGrams: Int? = nil, id: ProductVariant.ID, name: String,
    plu: Int? = nil, price: Money, pricePerKilogram: Money? = nil, stock: Int, vat: String
  ) {
    self.article = article
    self.barcode = barcode
    self.binGrams = binGrams
    self.id = id
    self.name = name
    self.plu = plu
    self.price = price
    self.pricePerKilogram = pricePerKilogram
    self.stock = stock
    self.vat = vat
  }

  enum CodingKeys: String, CodingKey {
    case article
    case barcode
    case binGrams = "bin_grams"
    case id = "variant_id"
    case name
    case plu
    case price
    case pricePerKilogram = "price_per_kg"
    case stock
    case vat
  }
}
