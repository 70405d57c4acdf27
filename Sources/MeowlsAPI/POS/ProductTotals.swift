/// A product variant's day in a `DailyReport`: `{article, name, count, grams, revenue}`.
public struct ProductTotals: Codable, Hashable, Sendable {
  /// The variant's article.
  public var article: Article
  /// Pieces sold.
  public var count: Int
  /// Grams sold by weight.
  public var grams: Int
  /// The product and variant name, as on the receipts.
  public var name: String
  /// What the lines brought in, after discounts.
  public var revenue: Money

  /// A product's totals.
  public init(article: Article, count: Int, grams: Int, name: String, revenue: Money) {
    self.article = article
    self.count = count
    self.grams = grams
    self.name = name
    self.revenue = revenue
  }
}
