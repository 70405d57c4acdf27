/// A cash register (till) of a shop: `{id, number, name, shop_id}`.
public struct Register: Codable, Hashable, Sendable, Identifiable {
  /// A register's id.
  public typealias ID = Identifier<Register>

  /// The register's id.
  public var id: ID
  /// The name shown on screen and on receipts, e.g. `"Касса 1"`.
  public var name: String
  /// The register's number within its shop, from 1.
  public var number: Int
  /// The shop it stands in.
  public var shopID: Shop.ID

  /// A register.
  public init(id: ID, name: String, number: Int, shopID: Shop.ID) {
    self.id = id
    self.name = name
    self.number = number
    self.shopID = shopID
  }

  enum CodingKeys: String, CodingKey {
    case id
    case name
    case number
    case shopID = "shop_id"
  }
}
