/// The answer of `POST /pos/login` (and of a register unlock that switches the staff member):
/// `{authentication, staff}`.
public struct StaffSession: Codable, Hashable, Sendable {
  /// The staff token for `Authorization: Token <token>` and its expiry.
  public var authentication: UserAuthentication
  /// Who signed in.
  public var staff: StaffMember

  /// A staff session.
  public init(authentication: UserAuthentication, staff: StaffMember) {
    self.authentication = authentication
    self.staff = staff
  }
}
