import Foundation

/// A register's shift: `{id, number, register_id, shop_id, status, opened_at, opened_by, opening_float, closed_at?,
/// closed_by?}`.
public struct Shift: Codable, Hashable, Sendable, Identifiable {
  /// A shift's id.
  public typealias ID = Identifier<Shift>

  /// When it was closed; nil while open.
  public var closedAt: Date?
  /// Who closed it; nil while open.
  public var closedBy: User.ID?
  /// The shift's id.
  public var id: ID
  /// The register's shift number, from 1.
  public var number: Int
  /// When it was opened.
  public var openedAt: Date
  /// Who opened it.
  public var openedBy: User.ID
  /// The cash put in the drawer at opening.
  public var openingFloat: Money
  /// The register.
  public var registerID: Register.ID
  /// The register's shop.
  public var shopID: Shop.ID
  /// Open or closed.
  public var status: ShiftStatus

  /// A shift.
  public init(
    closedAt: Date? = nil, closedBy: User.ID? = nil, id: ID, number: Int, openedAt: Date, openedBy: User.ID,
    openingFloat: Money, registerID: Register.ID, shopID: Shop.ID, status: ShiftStatus
  ) {
    self.closedAt = closedAt
    self.closedBy = closedBy
    self.id = id
    self.number = number
    self.openedAt = openedAt
    self.openedBy = openedBy
    self.openingFloat = openingFloat
    self.registerID = registerID
    self.shopID = shopID
    self.status = status
  }

  enum CodingKeys: String, CodingKey {
    case closedAt = "closed_at"
    case closedBy = "closed_by"
    case id
    case number
    case openedAt = "opened_at"
    case openedBy = "opened_by"
    case openingFloat = "opening_float"
    case registerID = "register_id"
    case shopID = "shop_id"
    case status
  }
}
