/// `POST /pos/staff/{id}` (admins): what changes for a staff member, any of the fields; absent ones stay.
public struct StaffChangeRequest: Codable, Hashable, Sendable {
  /// A new password (the registration's password rule); every session of the member ends.
  public var password: String?
  /// A new PIN of 4–6 digits; it also lifts the member's own PIN lock.
  public var pin: String?
  /// A new role; it applies to the member's tokens at once.
  public var role: StaffRole?
  /// The shop the member moves to.
  public var shopID: Shop.ID?

  /// A change.
  public init(password: String? = nil, pin: String? = nil, role: StaffRole? = nil, shopID: Shop.ID? = nil) {
    self.password = password
    self.pin = pin
    self.role = role
    self.shopID = shopID
  }

  enum CodingKeys: String, CodingKey {
    case password
    case pin
    case role
    case shopID = "shop_id"
  }
}
