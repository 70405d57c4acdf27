/// Where a sale runs (`SaleType`).
public enum DemoSaleType: String, Codable, CaseIterable, Equatable, Sendable {
  case offline
  case online
}
