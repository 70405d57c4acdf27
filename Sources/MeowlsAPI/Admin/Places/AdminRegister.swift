/// A shop's counter register as the back office sees it (`GET /admin/shops/{id}/registers`):
/// `{id, name, number, retired, shop_id}`.
public struct AdminRegister: Codable, Hashable, Sendable, Identifiable {
  /// The register's id.
  public var id: Register.ID
  /// The name on screen and on receipts, e.g. `"Касса 1"`.
  public var name: String
  /// Its number within the shop, from 1; a retired register's number is never given again.
  public var number: Int
  /// Whether it is retired: no shift opens on it any more, its shifts and receipts stay.
  public var retired: Bool
  /// The shop it stands in.
  public var shopID: Shop.ID

  /// A register.
  public init(id: Register.ID, name: String, number: Int, retired: Bool = false, shopID: Shop.ID) {
    self.id = id
    self.name = name
    self.number = number
    self.retired = retired
    self.shopID = shopID
  }

  enum CodingKeys: String, CodingKey {
    case id
    case name
    case number
    case retired
    case shopID = "shop_id"
  }
}
