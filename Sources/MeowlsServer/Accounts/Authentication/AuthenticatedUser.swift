import MeowlsAPI

/// Who sent a request with a valid token: what a protected handler needs to know about its caller.
public struct AuthenticatedUser: Equatable, Sendable {
  public var id: User.ID
  public var role: Role
  /// The session of the token used (logout ends exactly this one).
  public var session: Session.ID

  public init(id: User.ID, role: Role, session: Session.ID) {
    self.id = id
    self.role = role
    self.session = session
  }

  /// For staff routes (POS): passes staff whose role is in `roles`; 403 `forbidden` for customers and other staff.
  @discardableResult
  public func requireStaff(roles: Set<Role> = Role.staff) throws(AuthenticationError) -> AuthenticatedUser {
    guard role.isStaff, roles.contains(role) else { throw .forbidden }
    return self
  }
}
