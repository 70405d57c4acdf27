/// A staff member as the POS shows them: `{id, name?, phone, role, shop?, has_pin}`.
public struct StaffMember: Codable, Hashable, Sendable, Identifiable {
  /// True for a disabled member (their tokens and PIN do not work); absent for an enabled one. Only the admins'
  /// staff list shows disabled members.
  public var disabled: Bool?
  /// Whether a PIN is set (unlocking a register and approving need one).
  public var hasPIN: Bool
  /// The account id.
  public var id: User.ID
  /// The given name.
  public var name: String?
  /// The phone the account signs in with.
  public var phone: String
  /// The staff role.
  public var role: StaffRole
  /// The shop the member is assigned to; nil for staff not assigned yet (admins may work without one).
  public var shop: Shop?

  /// A staff member.
  public init(
    disabled: Bool? = nil, hasPIN: Bool, id: User.ID, name: String? = nil, phone: String, role: StaffRole,
    shop: Shop? = nil
  ) {
    self.disabled = disabled
    self.hasPIN = hasPIN
    self.id = id
    self.name = name
    self.phone = phone
    self.role = role
    self.shop = shop
  }

  enum CodingKeys: String, CodingKey {
    case disabled
    case hasPIN = "has_pin"
    case id
    case name
    case phone
    case role
    case shop
  }
}
