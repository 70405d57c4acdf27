/// A line of an order as staff pick or hand it over: `{article, count, name}`.
public struct StaffOrderLine: Codable, Hashable, Sendable {
  /// The variant's article.
  public var article: Article
  /// The units ordered.
  public var count: Int
  /// The product and variant names as bought, e.g. `"Felix Sensations, 85 г"`.
  public var name: String

  /// A line.
  public init(article: Article, count: Int, name: String) {
    self.article = article
    self.count = count
    self.name = name
  }

  enum CodingKeys: String, CodingKey {
    case article
    case count
    case name
  }
}
