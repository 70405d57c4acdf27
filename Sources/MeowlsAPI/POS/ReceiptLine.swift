/// A line of a receipt: what was sold, how much, and what it cost after its discounts.
public struct ReceiptLine: Codable, Hashable, Sendable {
  /// The variant's article.
  public var article: Article
  /// Pieces sold; nil for a line sold by weight.
  public var count: Int?
  /// Every discount on the line: its own, its share of the promo code and of the basket discount.
  public var discount: Money
  /// Grams sold; nil for a line sold by the piece.
  public var grams: Int?
  /// Unit price × quantity, before discounts.
  public var gross: Money
  /// The product's name and the variant's, e.g. `Royal Canin Mini Adult, 1 кг`.
  public var name: String
  /// What the customer paid for the line: `gross − discount`.
  public var total: Money
  /// The price of one piece, or of one kilogram for a line sold by weight.
  public var unitPrice: Money
  /// The VAT rate of the line (`20%`); absent on receipts recorded before it was printed.
  public var vat: String?

  /// A line.
  public init(
    article: Article, count: Int? = nil, discount: Money, grams: Int? = nil, gross: Money, name: String,
    total: Money, unitPrice: Money, vat: String? = nil
  ) {
    self.article = article
    self.count = count
    self.discount = discount
    self.grams = grams
    self.gross = gross
    self.name = name
    self.total = total
    self.unitPrice = unitPrice
    self.vat = vat
  }

  enum CodingKeys: String, CodingKey {
    case article
    case count
    case discount
    case grams
    case gross
    case name
    case total
    case unitPrice = "unit_price"
    case vat
  }
}
