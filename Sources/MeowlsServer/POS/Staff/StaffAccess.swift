import MeowlsAPI

/// What POS callers may do: the staff context of an authenticated user, a manager's approval, a register.
///
/// The access resolver (`AccessResolver`) is its one caller for contexts and approvals: a customer or a role the
/// route does not allow answers 403 `forbidden`. A manager or admin approves their own request; anyone else needs a
/// manager's PIN (`ManagerPIN`), checked against the managers and admins assigned to the shop acted in, with the
/// lockout of `StaffPINs` counting against the caller and register.
public struct StaffAccess: Sendable {
  let database: any Database
  let locks: RegisterLocks
  let pins: StaffPINs

  /// `idleLockSeconds`: how long a register stays unlocked for a member who does nothing at it.
  public init(database: any Database, pins: StaffPINs, idleLockSeconds: Int64 = POSSettings.defaultIdleLock) {
    self.database = database
    locks = RegisterLocks(clock: pins.clock, database: database, idleSeconds: idleLockSeconds)
    self.pins = pins
  }

  /// The staff context of `user`, when their role is one of `roles`.
  ///
  /// - Throws: `AuthenticationError.forbidden` for customers and other roles.
  public func context(for user: AuthenticatedUser, roles: Set<Role> = Role.staff) throws -> StaffContext {
    try user.requireStaff(roles: roles)
    // NB: a disabled member's sessions are deleted when they are disabled; this also refuses a token issued
    // meanwhile by the customers' login, so nothing a disabled member holds works.
    guard let member = try database.withConnection({ try StaffStore.member(user.id, in: $0) }) else {
      throw StaffError.staffDisabled
    }
    return StaffContext(role: user.role, shopID: member.shop?.id, user: user)
  }

  /// A manager's approval of what `context` asks: the caller's own when a manager or admin, otherwise the
  /// manager whose PIN `pin` carries.
  ///
  /// `register`: the register the request works at (a sale's, a return's); its shop is the one acted in, and a
  /// wrong PIN counts against it as well as against the caller. Without one, the caller's shop.
  ///
  /// - Throws: `StaffError.managerApprovalRequired` without a PIN; `.notAnApprover` when the PIN names no manager or
  ///   admin of that shop; `.pinIncorrect`, `.pinLocked` or `.pinNotSet` for a PIN that does not approve.
  /// `subject` names what is being approved, for `managerApprovalRequired` ("a return").
  public func approval(
    for context: StaffContext, pin: ManagerPIN?, at register: Register? = nil, subject: String
  ) throws -> ManagerApproval {
    if context.isManager { return ManagerApproval(manager: context.id, byPIN: false) }
    guard let pin else { throw StaffError.managerApprovalRequired(subject) }
    // NB: only the shop's own approvers: a PIN typed at a counter is never compared with another shop's managers
    // or with admins of no shop, so guessing has few PINs to hit and cannot reach the chain's admins.
    let shop = register?.shopID ?? context.shopID
    var candidates = try database.withConnection { try StaffStore.approvers(of: shop, in: $0) }
    if let named = pin.managerID {
      // NB: one answer for an unknown id, a cashier, a courier or another shop's manager, with a PIN or without:
      // it says nothing about anyone's PIN, and no PIN is compared.
      guard let id = User.ID(uuidString: named), candidates.contains(id) else { throw StaffError.notAnApprover }
      candidates = [id]
    }
    let senders: [PINSender] = [.staff(context.id)] + (register.map { [.register($0.id)] } ?? [])
    return ManagerApproval(manager: try pins.match(pin.pin, among: candidates, sentBy: senders), byPIN: true)
  }

  /// `register` as unlocked by `context`'s PIN and not idle since (`RegisterLocks`); counts as activity there.
  ///
  /// - Throws: 403 `registerLocked`.
  public func requireUnlocked(_ register: Register, by context: StaffContext) throws {
    try locks.requireUnlocked(register, by: context)
  }

  /// A register `context` may work: one of its shop (any, for an admin without a shop).
  ///
  /// - Throws: 404 `registerNotFound` for an unknown id (nil: a malformed one) or a register of another shop.
  public func register(_ id: Register.ID?, for context: StaffContext) throws -> Register {
    guard let id, let register = try database.withConnection({ try StaffStore.register(id, in: $0) }),
      (try? context.requireAccess(to: register.shopID)) != nil
    else { throw StaffError.registerNotFound }
    return register
  }
}
