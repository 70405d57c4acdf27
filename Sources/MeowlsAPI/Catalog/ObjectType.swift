/// `redirect.object_type` (capitalised on the wire): `Product` or `Sale`.
public enum ObjectType: String, Codable, CaseIterable, Hashable, Sendable {
  /// `Product`.
  case product = "Product"
  /// `Sale`.
  case sale = "Sale"
}
