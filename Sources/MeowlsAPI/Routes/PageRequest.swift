/// The `page` and `per_page` query parameters of a paginated route, as sent (nil when absent).
public struct PageRequest: Hashable, Sendable {
  /// The default page size.
  public static let defaultPerPage = 20
  /// The largest page size the server uses (`decisions.md`: larger values are clamped).
  public static let maximumPerPage = 100
  /// The last page the server serves: a larger `page` is this page, which is empty for every real list.
  ///
  /// NB: without a bound, `(page - 1) * per_page` traps for `page=9223372036854775807` and kills the server.
  public static let maximumPage = 1_000_000

  /// `page`, 1-based; nil when absent.
  public var page: Int?
  /// `per_page`; nil when absent.
  public var perPage: Int?

  /// Page parameters; nil means "not sent".
  public init(page: Int? = nil, perPage: Int? = nil) {
    self.page = page
    self.perPage = perPage
  }

  /// The page to serve: `page` clamped to 1...1,000,000 (default 1).
  public var effectivePage: Int { min(max(page ?? 1, 1), Self.maximumPage) }

  /// The page size to serve: `per_page` clamped to 1...100 (default 20).
  public var effectivePerPage: Int { min(max(perPage ?? Self.defaultPerPage, 1), Self.maximumPerPage) }
}
