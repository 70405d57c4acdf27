/// A product as the back office sees it, archived or not:
/// `{archived, category_ids, code, id, name, pictures?, quick_buy, variants, vat_rate}`.
public struct AdminProduct: Codable, Hashable, Sendable {
  /// Archived products are hidden from the shop's lists and search; their orders and receipts keep them.
  public var archived: Bool
  /// The categories it is listed in, in the order given.
  public var categoryIDs: [Category.ID]
  /// The product's code (its pictures' key).
  public var code: String
  /// The product.
  public var id: Product.ID
  /// The product's name.
  public var name: String
  /// Its pictures in the shop's order (the first is the one lists show).
  public var pictures: [AdminPicture]?
  /// Whether lists show a one-tap "add to cart".
  public var quickBuy: Bool
  /// Its variants, the default one first; each with its `id`.
  public var variants: [AdminVariant]
  /// The VAT rate its receipts print.
  public var vatRate: String

  /// A product.
  public init(
    archived: Bool, categoryIDs: [Category.ID], code: String, id: Product.ID, name: String, quickBuy: Bool,
    variants: [AdminVariant], vatRate: String, pictures: [AdminPicture]? = nil
  ) {
    self.pictures = pictures
    self.archived = archived
    self.categoryIDs = categoryIDs
    self.code = code
    self.id = id
    self.name = name
    self.quickBuy = quickBuy
    self.variants = variants
    self.vatRate = vatRate
  }

  enum CodingKeys: String, CodingKey {
    case archived
    case categoryIDs = "category_ids"
    case code
    case id
    case name
    case pictures
    case quickBuy = "quick_buy"
    case variants
    case vatRate = "vat_rate"
  }
}
