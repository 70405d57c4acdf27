/// A line of a `ReturnReceipt`: `{line, article, name, count?, grams?, amount, vat?}`.
public struct ReturnedLine: Codable, Hashable, Sendable {
  /// What it refunded.
  public var amount: Money
  /// The variant's article.
  public var article: Article
  /// Pieces returned (a line sold by the piece).
  public var count: Int?
  /// Grams returned (a line sold by weight).
  public var grams: Int?
  /// The receipt line, from 1.
  public var line: Int
  /// The name as on the receipt.
  public var name: String
  /// The VAT rate of the sale's line (`10%`); absent on returns recorded before it was printed.
  public var vat: String?

  /// A returned line.
  public init(
    amount: Money, article: Article, count: Int? = nil, grams: Int? = nil, line: Int, name: String, vat: String? = nil
  ) {
    self.amount = amount
    self.article = article
    self.count = count
    self.grams = grams
    self.line = line
    self.name = name
    self.vat = vat
  }
}
