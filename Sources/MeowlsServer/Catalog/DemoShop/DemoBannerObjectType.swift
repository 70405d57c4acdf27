/// The object kind of a redirect (`ObjectType`); mandatory, so collections carry `Sale` too.
public enum DemoBannerObjectType: String, Codable, CaseIterable, Equatable, Sendable {
  case product = "Product"
  case sale = "Sale"
}
