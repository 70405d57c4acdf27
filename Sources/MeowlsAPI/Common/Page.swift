/// The pagination envelope of `/products`, `/favorites`, `/sales` and `/orders`: `{results, pagination_info}`.
public struct Page<Element: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
  /// Where this page sits in the whole list.
  public var paginationInfo: PaginationInfo
  /// The items of this page.
  public var results: [Element]

  /// A page.
  public init(paginationInfo: PaginationInfo, results: [Element]) {
    self.paginationInfo = paginationInfo
    self.results = results
  }

  enum CodingKeys: String, CodingKey {
    case paginationInfo = "pagination_info"
    case results
  }
}

extension Page: Hashable where Element: Hashable {}
