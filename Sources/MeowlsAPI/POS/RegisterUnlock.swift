/// The answer of `POST /pos/registers/{id}/unlock`: `{register, staff, authentication?}`.
public struct RegisterUnlock: Codable, Hashable, Sendable {
  /// A new token, only when another staff member took the register over (`staff_id` in the request).
  public var authentication: UserAuthentication?
  /// The unlocked register.
  public var register: Register
  /// Who works the register now.
  public var staff: StaffMember

  /// An unlock answer.
  public init(authentication: UserAuthentication? = nil, register: Register, staff: StaffMember) {
    self.authentication = authentication
    self.register = register
    self.staff = staff
  }
}
