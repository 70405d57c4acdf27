import Foundation
import MeowlsAPI

/// The staff routes' domain: POS sign-in, the signed-in member, the shop's registers and their PIN unlock.
struct StaffService: Sendable {
  let access: StaffAccess
  let accounts: AccountService
  let clock: Clock
  let database: any Database
  let pins: StaffPINs
  let sessions: SessionStore

  /// `POST /pos/login`: the users' login (throttle, password) for staff only; customers get 403 `forbidden`.
  func login(_ credentials: BasicCredentials?, clientAddress: String) throws -> StaffSession {
    let (user, authentication) = try accounts.login(credentials, clientAddress: clientAddress, roles: Role.staff)
    // NB: the password is checked first, so a stranger learns nothing about whether a phone is disabled.
    guard let member = try database.withConnection({ try StaffStore.member(user.id, in: $0) }) else {
      try database.withConnection { connection in
        try SessionStore.endAll(of: user.id, in: connection)
      }
      throw StaffError.staffDisabled
    }
    return StaffSession(authentication: authentication, staff: member)
  }

  /// `POST /pos/logout`: ends the caller's session and locks every register they unlocked.
  func logout(_ context: StaffContext) throws {
    try database.transaction { connection in
      try SessionStore.end(context.user.session, in: connection)
      try RegisterLocks.lockAll(of: context.id, in: connection)
    }
  }

  /// The member behind a context; 403 `staffDisabled` for a disabled one, `forbidden` for no staff member.
  func member(_ id: User.ID) throws -> StaffMember {
    try database.withConnection { connection in
      guard let member = try StaffStore.member(id, includingDisabled: true, in: connection) else {
        throw AuthenticationError.forbidden
      }
      guard member.disabled == nil else { throw StaffError.staffDisabled }
      return member
    }
  }

  /// The registers `context` may use: its shop's (every shop's for an admin without one).
  func registers(for context: StaffContext) throws -> [Register] {
    if context.shopID == nil, context.role != .admin { throw StaffError.staffNotAssigned }
    return try database.withConnection { try StaffStore.registers(of: context.shopID, in: $0) }
  }

  /// `POST /pos/registers/{id}/unlock`: the PIN of the caller, or of the cashier or manager of the register's shop
  /// taking the register over (who then gets a session of their own).
  ///
  /// - Throws: `StaffError.staffNotAssigned` for a member not assigned to the register's shop (an admin of no shop
  ///   too); `AuthenticationError.forbidden` for a courier, or for taking over as an admin; the PIN's errors.
  func unlock(_ id: Register.ID?, with body: RegisterUnlockRequest, by context: StaffContext) throws -> RegisterUnlock {
    let register = try access.register(id, for: context)
    let target = body.staffID ?? context.id
    let member = try member(target)
    guard member.shop?.id == register.shopID else { throw StaffError.staffNotAssigned }
    let takingOver = target != context.id
    // NB: a PIN never yields an admin's session: an admin's token comes from the admin's own login only, so a
    // cashier who learns an admin's PIN cannot act across the chain.
    guard member.role != .courier, !(takingOver && member.role == .admin) else { throw AuthenticationError.forbidden }
    // NB: a wrong PIN counts against who typed it (and, for someone else's, the register), never against the
    // member named: otherwise a cashier could lock the manager out.
    let senders: [PINSender] = takingOver ? [.staff(context.id), .register(register.id)] : [.staff(context.id)]
    _ = try pins.match(body.pin, among: [target], sentBy: senders)
    let now = clock.now()
    let authentication = try database.transaction { connection in
      try StaffStore.markUnlocked(register.id, by: target, at: EpochSeconds.from(now), in: connection)
      try RegisterLocks.unlock(register.id, for: target, at: EpochSeconds.from(now), in: connection)
      return target == context.id ? nil : try sessions.issue(for: target, at: now, in: connection)
    }
    return RegisterUnlock(authentication: authentication, register: register, staff: member)
  }
}

extension StaffService {
  /// `GET /pos/staff`: for an admin every staff member, the disabled ones marked; for a manager their own shop's.
  ///
  /// - Throws: `StaffError.staffNotAssigned` for a manager of no shop.
  func members(for context: StaffContext) throws -> [StaffMember] {
    if context.role == .admin {
      return try database.withConnection { try StaffStore.members(of: nil, includingDisabled: true, in: $0) }
    }
    let shop = try context.requireShop()
    return try database.withConnection { try StaffStore.members(of: shop, in: $0) }
  }

  /// `POST /pos/staff/{id}/disable`.
  func disable(_ id: User.ID?, by context: StaffContext) throws -> StaffMember {
    let member = try staff(id)
    try lifecycle.disable(member, by: context.id)
    return try listed(member)
  }

  /// `POST /pos/staff/{id}/enable`.
  func enable(_ id: User.ID?) throws -> StaffMember {
    let member = try staff(id)
    try lifecycle.enable(member)
    return try listed(member)
  }

  /// `POST /pos/staff/{id}`: role, shop, password and PIN, each checked before any is written.
  func update(_ id: User.ID?, with body: StaffChangeRequest) throws -> StaffMember {
    let member = try staff(id)
    try lifecycle.apply(body, to: member)
    return try listed(member)
  }

  private func staff(_ id: User.ID?) throws -> User.ID {
    guard let id, let found = try database.withConnection({ try StaffLifecycle.staffID(id, in: $0) }) else {
      throw StaffError.staffNotFound
    }
    return found
  }

  private func listed(_ member: User.ID) throws -> StaffMember {
    guard let found = try database.withConnection({ try StaffStore.member(member, includingDisabled: true, in: $0) })
    else { throw StaffError.staffNotFound }
    return found
  }

  var lifecycle: StaffLifecycle {
    StaffLifecycle(clock: clock, database: database, hasher: pins.hasher, pins: pins)
  }
}
