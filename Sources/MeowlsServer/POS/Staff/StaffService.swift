import Foundation
import MeowlsAPI

/// The staff routes' domain: POS sign-in, the signed-in member, the shop's registers and their PIN unlock.
struct StaffService: Sendable {
  let accounts: AccountService
  let clock: Clock
  let database: any Database
  let pins: StaffPINs
  let sessions: SessionStore

  /// `POST /pos/login`: the users' login (throttle, password) for staff only; customers get 403 `forbidden`.
  func login(_ credentials: BasicCredentials?, clientAddress: String) throws -> StaffSession {
    let (user, authentication) = try accounts.login(credentials, clientAddress: clientAddress, roles: Role.staff)
    return StaffSession(authentication: authentication, staff: try member(user.id))
  }

  /// The member behind a context.
  func member(_ id: User.ID) throws -> StaffMember {
    guard let member = try database.withConnection({ try StaffStore.member(id, in: $0) }) else {
      throw AuthenticationError.forbidden
    }
    return member
  }

  /// The registers `context` may use: its shop's (every shop's for an admin without one).
  func registers(for context: StaffContext) throws -> [Register] {
    if context.shopID == nil, context.role != .admin { throw StaffError.staffNotAssigned }
    return try database.withConnection { try StaffStore.registers(of: context.shopID, in: $0) }
  }

  /// A register `context` may use; 404 `registerNotFound` for an unknown one or one of another shop.
  func register(_ id: Register.ID?, for context: StaffContext) throws -> Register {
    guard let id, let register = try database.withConnection({ try StaffStore.register(id, in: $0) }),
      (try? context.requireAccess(to: register.shopID)) != nil
    else { throw StaffError.registerNotFound }
    return register
  }

  /// `POST /pos/registers/{id}/unlock`: the PIN of the caller, or of the member of the same shop taking the
  /// register over (who then gets a session of their own).
  func unlock(_ id: Register.ID?, with body: RegisterUnlockRequest, by context: StaffContext) throws -> RegisterUnlock {
    let register = try register(id, for: context)
    let target = body.staffID ?? context.id
    let member = try member(target)
    guard member.role == .admin || member.shop?.id == register.shopID else { throw StaffError.staffNotAssigned }
    guard member.role != .courier else { throw AuthenticationError.forbidden }
    _ = try pins.match(body.pin, among: [target])
    let now = clock.now()
    let authentication = try database.withConnection { connection in
      try connection.transaction {
        try StaffStore.markUnlocked(register.id, by: target, at: EpochSeconds.from(now), in: connection)
        return target == context.id ? nil : try sessions.issue(for: target, at: now, in: connection)
      }
    }
    return RegisterUnlock(authentication: authentication, register: register, staff: member)
  }
}
