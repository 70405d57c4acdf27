/// `redirect.type`: open one object or a product collection.
public enum RedirectType: String, Codable, CaseIterable, Hashable, Sendable {
  /// `object`: a product or a sale.
  case object
  /// `products_collection`: a category and/or search query listing.
  case productsCollection = "products_collection"
}
