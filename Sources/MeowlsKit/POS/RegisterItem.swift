import MeowlsAPI

/// What a scanned or typed code, or a pick from the name search, is at this register: enough to show the line and
/// price it before (or without) the server, from the shop's catalogue snapshot or the server's answer.
public struct RegisterItem: Codable, Hashable, Sendable, Identifiable {
  /// The variant's article.
  public var article: Article
  /// The variant, as `SaleLineRequest.variantID` names it.
  public var id: ProductVariant.ID
  /// True for loose goods: `price` is per kilogram and a line needs grams.
  public var isSoldByWeight: Bool
  /// The product's own name with the variant's (what the receipt prints).
  public var name: String
  /// The price of one piece, or of one kilogram when sold by weight.
  public var price: Money
  /// Units (or grams for loose goods) the books show at this shop; nil when not known.
  public var stock: Int?

  /// An item.
  public init(
    article: Article, id: ProductVariant.ID, isSoldByWeight: Bool = false, name: String, price: Money,
    stock: Int? = nil
  ) {
    self.article = article
    self.id = id
    self.isSoldByWeight = isSoldByWeight
    self.name = name
    self.price = price
    self.stock = stock
  }
}

/// A code resolved at the register: the item, and the weight a weight barcode carried (nil for a piece barcode).
public struct ScannedItem: Hashable, Sendable {
  /// The code as scanned or typed (it becomes `SaleLineRequest.code`).
  public var code: String
  /// The weight in grams a weight barcode carries.
  public var grams: Int?
  /// What was scanned.
  public var item: RegisterItem

  /// A scanned item.
  public init(code: String, grams: Int? = nil, item: RegisterItem) {
    self.code = code
    self.grams = grams
    self.item = item
  }
}
