import MeowlsAPI

/// Who is calling a POS route: the authenticated staff member, their role and their shop. `StaffAccess.context`
/// is the one way to get one; every POS handler starts there.
public struct StaffContext: Equatable, Sendable {
  /// The staff member's role.
  public var role: Role
  /// The shop the member is assigned to; nil for unassigned staff (admins may work across shops).
  public var shopID: Shop.ID?
  /// The token's user and session.
  public var user: AuthenticatedUser

  public init(role: Role, shopID: Shop.ID?, user: AuthenticatedUser) {
    self.role = role
    self.shopID = shopID
    self.user = user
  }

  /// The member's account id.
  public var id: User.ID { user.id }

  /// True for managers and admins, who approve manager-only actions themselves.
  public var isManager: Bool { role == .manager || role == .admin }

  /// The member's shop; 403 `staffNotAssigned` for staff without one.
  public func requireShop() throws(StaffError) -> Shop.ID {
    guard let shopID else { throw .staffNotAssigned }
    return shopID
  }

  /// Passes when the member may act in `shop`: assigned there, or an admin without a shop of their own.
  public func requireAccess(to shop: Shop.ID) throws(StaffError) {
    guard shopID == shop || (role == .admin && shopID == nil) else { throw .staffNotAssigned }
  }
}

/// A manager's approval of a manager-only action: who approved, and whether by PIN (a cashier's request) or by
/// being a manager (their own request).
public struct ManagerApproval: Equatable, Sendable {
  /// The approving manager (or admin).
  public var manager: User.ID
  /// True when a PIN in `X-Manager-PIN` gave it.
  public var byPIN: Bool

  public init(manager: User.ID, byPIN: Bool) {
    self.manager = manager
    self.byPIN = byPIN
  }
}
