/// A wanted cart line: `{article, count}`.
public struct CartRequestItem: Codable, Hashable, Sendable {
  /// The variant's article.
  public var article: Article
  /// The number of units.
  public var count: Int

  /// A cart line request.
  public init(article: Article, count: Int) {
    self.article = article
    self.count = count
  }

  enum CodingKeys: String, CodingKey {
    case article
    case count
  }
}
