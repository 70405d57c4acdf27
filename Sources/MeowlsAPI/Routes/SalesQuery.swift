/// The query of `GET /sales`: `sale_type`, `page`, `per_page`.
public struct SalesQuery: Hashable, Sendable {
  /// `page` and `per_page`.
  public var page: PageRequest
  /// The sale type; an absent or unknown `sale_type` is `online`.
  public var saleType: SaleType

  /// A sales query.
  public init(page: PageRequest = PageRequest(), saleType: SaleType = .online) {
    self.page = page
    self.saleType = saleType
  }
}
