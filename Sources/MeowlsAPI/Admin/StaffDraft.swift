/// The body of `POST /admin/staff`: `{name?, password, phone, pin?, role, shop_id?}`, what `meowls staff add` takes.
public struct StaffDraft: Codable, Hashable, Sendable {
  /// The given name.
  public var name: String?
  /// The password (the registration's password rule); never answered or written to the audit log.
  public var password: String
  /// The phone the account signs in with, in any spelling registration accepts.
  public var phone: String
  /// A PIN of 4–6 digits to unlock registers with; never answered or written to the audit log.
  public var pin: String?
  /// The staff role.
  public var role: StaffRole
  /// The shop the member is assigned to.
  public var shopID: Shop.ID?

  /// A new staff member.
  public init(
    name: String? = nil, password: String, phone: String, pin: String? = nil, role: StaffRole, shopID: Shop.ID? = nil
  ) {
    self.name = name
    self.password = password
    self.phone = phone
    self.pin = pin
    self.role = role
    self.shopID = shopID
  }

  enum CodingKeys: String, CodingKey {
    case name
    case password
    case phone
    case pin
    case role
    case shopID = "shop_id"
  }
}
