/// A line `/cart/merge` had to change: `{article, requested, applied, reason?}`.
public struct MergeReportEntry: Codable, Hashable, Sendable {
  /// The units now in the cart for this article.
  public var applied: Int
  /// The variant's article.
  public var article: Article
  /// Why it changed (human-readable, e.g. only N units in stock).
  public var reason: String?
  /// The units the merge asked for (saved count + guest count).
  public var requested: Int

  /// A merge report line.
  public init(applied: Int, article: Article, reason: String? = nil, requested: Int) {
    self.applied = applied
    self.article = article
    self.reason = reason
    self.requested = requested
  }

  enum CodingKeys: String, CodingKey {
    case applied
    case article
    case reason
    case requested
  }
}
