/// Which products a sale or a product banner takes: filters, then a seeded shuffle, then `limit`.
struct DemoProductSelectionData: Decodable {
  /// A badge code, e.g. `hit`.
  var badge: String?
  var brand: String?
  /// A category path; its whole subtree matches.
  var category: String?
  var discounted: Bool?
  var limit: Int
}
