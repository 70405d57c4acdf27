/// The query of `GET /products`.
public struct ProductsQuery: Hashable, Sendable {
  /// What to list; nil (no listing parameter) answers 400 `categoryIDOrProductsIDsRequired`.
  public var listing: ProductListing?
  /// `page` and `per_page`.
  public var page: PageRequest

  /// A products query.
  public init(listing: ProductListing?, page: PageRequest = PageRequest()) {
    self.listing = listing
    self.page = page
  }
}
