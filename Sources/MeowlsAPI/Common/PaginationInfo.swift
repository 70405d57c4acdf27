/// `pagination_info`: `{page, per_page, total_count, next_page?}`.
public struct PaginationInfo: Codable, Hashable, Sendable {
  /// The next page number; omitted on the last page.
  public var nextPage: Int?
  /// The page number used (1-based).
  public var page: Int
  /// The page size used.
  public var perPage: Int
  /// The number of items in the whole list.
  public var totalCount: Int

  /// Pagination facts.
  public init(nextPage: Int? = nil, page: Int, perPage: Int, totalCount: Int) {
    self.nextPage = nextPage
    self.page = page
    self.perPage = perPage
    self.totalCount = totalCount
  }

  enum CodingKeys: String, CodingKey {
    case nextPage = "next_page"
    case page
    case perPage = "per_page"
    case totalCount = "total_count"
  }
}
