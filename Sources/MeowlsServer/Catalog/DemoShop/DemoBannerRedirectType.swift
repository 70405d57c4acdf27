/// What a banner tap opens (`RedirectType`).
public enum DemoBannerRedirectType: String, Codable, CaseIterable, Equatable, Sendable {
  case object
  case productsCollection = "products_collection"
}
