import MeowlsAPI

/// The one place POS routes learn who calls them and what that caller may do.
///
/// Every POS handler starts with `try access.context(for: request, roles: [...])`: a missing or expired token
/// answers 401, a customer or a role the route does not allow 403 `forbidden`. Manager-only actions then call
/// `approval(for:request:at:)`: a manager or admin approves their own request; anyone else needs a manager's PIN in
/// the `X-Manager-PIN` header (optionally naming the manager in `X-Manager-Id`), checked against the managers and
/// admins assigned to the shop acted in, with the lockout of `StaffPINs` counting against the caller and register.
public struct StaffAccess: Sendable {
  /// The header carrying a manager's PIN.
  public static let managerPINHeader = "X-Manager-PIN"
  /// The optional header naming the approving manager (their account id).
  public static let managerIDHeader = "X-Manager-Id"

  let authenticator: Authenticator
  let database: any Database
  let pins: StaffPINs

  public init(authenticator: Authenticator, database: any Database, pins: StaffPINs) {
    self.authenticator = authenticator
    self.database = database
    self.pins = pins
  }

  /// The caller of a POS route, when their role is one of `roles`.
  ///
  /// - Throws: `AuthenticationError` (401, or 403 `forbidden` for customers and other roles).
  public func context(for request: HTTPRequest, roles: Set<Role> = Role.staff) throws -> StaffContext {
    let user = try authenticator.authenticate(request).requireStaff(roles: roles)
    let shop = try database.withConnection { try StaffStore.member(user.id, in: $0) }?.shop?.id
    return StaffContext(role: user.role, shopID: shop, user: user)
  }

  /// The caller of a route open to `roles`, or to any staff member when a manager approves by PIN.
  ///
  /// - Returns: the context and, for a caller outside `roles`, the approval that let them in.
  /// - Throws: 403 `forbidden` for customers, and for staff outside `roles` who sent no `X-Manager-PIN`; the
  ///   errors of `approval(for:request:at:)` for a PIN that does not approve.
  public func context(
    for request: HTTPRequest, roles: Set<Role>, orManagerApproval: Bool
  ) throws -> (StaffContext, ManagerApproval?) {
    let context = try self.context(for: request)
    if roles.contains(context.role) { return (context, nil) }
    guard orManagerApproval, request.headers[Self.managerPINHeader] != nil else {
      throw AuthenticationError.forbidden
    }
    return (context, try approval(for: context, request: request))
  }

  /// A manager's approval of what `context` asks: the caller's own when a manager or admin, otherwise the
  /// manager whose PIN `X-Manager-PIN` carries.
  ///
  /// `register`: the register the request works at (a sale's, a return's); its shop is the one acted in, and a
  /// wrong PIN counts against it as well as against the caller. Without one, the caller's shop.
  ///
  /// - Throws: `StaffError.managerApprovalRequired` without the header; `.notAnApprover` when `X-Manager-Id` names
  ///   no manager or admin of that shop; `.pinIncorrect`, `.pinLocked` or `.pinNotSet` for a PIN that does not
  ///   approve.
  public func approval(
    for context: StaffContext, request: HTTPRequest, at register: Register? = nil
  ) throws -> ManagerApproval {
    if context.isManager { return ManagerApproval(manager: context.id, byPIN: false) }
    guard let pin = request.headers[Self.managerPINHeader] else { throw StaffError.managerApprovalRequired }
    // NB: only the shop's own approvers: a PIN typed at a counter is never compared with another shop's managers
    // or with admins of no shop, so guessing has few PINs to hit and cannot reach the chain's admins.
    let shop = register?.shopID ?? context.shopID
    var candidates = try database.withConnection { try StaffStore.approvers(of: shop, in: $0) }
    if let named = request.headers[Self.managerIDHeader] {
      // NB: one answer for an unknown id, a cashier, a courier or another shop's manager, with a PIN or without:
      // it says nothing about anyone's PIN, and no PIN is compared.
      guard let id = User.ID(uuidString: named), candidates.contains(id) else { throw StaffError.notAnApprover }
      candidates = [id]
    }
    let senders: [PINSender] = [.staff(context.id)] + (register.map { [.register($0.id)] } ?? [])
    return ManagerApproval(manager: try pins.match(pin, among: candidates, sentBy: senders), byPIN: true)
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
