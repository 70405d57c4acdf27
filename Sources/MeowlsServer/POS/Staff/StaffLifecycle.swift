import Foundation
import MeowlsAPI

/// A staff member's life after they were added: disabled (every token and the PIN stop at once) and enabled
/// again, a new role or shop, a new password or PIN. `meowls staff …` and the admins' `/pos/staff` routes both
/// come here, so the two can never differ.
///
/// NB: a disabled member keeps their account (and their phone): their receipts and ledger rows still name them,
/// and the phone cannot be given to a new account until they are enabled or deleted.
struct StaffLifecycle: Sendable {
  let clock: Clock
  let database: any Database
  let hasher: PasswordHasher
  let pins: StaffPINs

  /// Disables `member`: records it, ends every session and locks every register they unlocked, in one
  /// transaction; the PIN and the password stop working because both look the member up as enabled.
  /// `then` runs last in the same transaction (the back office's audit row).
  func disable(
    _ member: User.ID, by admin: User.ID?, then: (any DatabaseConnection) throws -> Void = { _ in }
  ) throws {
    try database.transaction { connection in
      try connection.execute(
        "INSERT INTO staff_disabled (user_id, disabled_at, disabled_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
        [member.sqlValue, EpochSeconds.from(clock.now()).sqlValue, (admin?.uuidString).sqlValue])
      try SessionStore.endAll(of: member, in: connection)
      try RegisterLocks.lockAll(of: member, in: connection)
      try then(connection)
    }
  }

  func enable(_ member: User.ID, then: (any DatabaseConnection) throws -> Void = { _ in }) throws {
    try database.transaction { connection in
      _ = try connection.execute("DELETE FROM staff_disabled WHERE user_id = $1", [member.sqlValue])
      try then(connection)
    }
  }

  /// Role, shop, password and PIN of `change`, each checked before any is written, then written in one
  /// transaction that ends with `then` (the back office's audit row). `/pos/staff/{id}` and `/admin/staff/{id}`
  /// both come here.
  ///
  /// - Throws: `StaffError.invalidPIN`, `AccountsError.invalidPasswordFormat`, `ReportError.shopNotFound`.
  func apply(
    _ change: StaffChangeRequest, to member: User.ID, then: (any DatabaseConnection) throws -> Void = { _ in }
  ) throws {
    if let pin = change.pin, !StaffPINs.isWellFormed(pin) { throw StaffError.invalidPIN }
    if let password = change.password, !AccountValidation.isAcceptablePassword(password) {
      throw AccountsError.invalidPasswordFormat
    }
    // NB: Argon2id is slow on purpose: the password is hashed before the transaction takes the write lock.
    let hash = try change.password.map { try hasher.hash($0) }
    try database.transaction { connection in
      if let shop = change.shopID {
        guard try StaffStore.shop(shop.uuidString, in: connection) != nil else { throw ReportError.shopNotFound }
        try StaffStore.assign(member, to: shop, at: EpochSeconds.from(clock.now()), in: connection)
      }
      if let role = change.role {
        _ = try connection.execute(
          "UPDATE users SET role = $2 WHERE id = $1", [member.sqlValue, role.rawValue.sqlValue])
      }
      if let hash {
        _ = try connection.execute(
          "UPDATE users SET password_hash = $2 WHERE id = $1", [member.sqlValue, hash.sqlValue])
        try SessionStore.endAll(of: member, in: connection)
      }
      if let pin = change.pin { try pins.set(pin, for: member, in: connection) }
      try then(connection)
    }
  }

  /// Whether `member` is disabled.
  static func isDisabled(_ member: User.ID, in connection: any DatabaseConnection) throws -> Bool {
    try connection.first("SELECT 1 FROM staff_disabled WHERE user_id = $1", [member.sqlValue]) != nil
  }

  /// The staff account (enabled or not) with this id, or nil.
  static func staffID(_ id: User.ID, in connection: any DatabaseConnection) throws -> User.ID? {
    try connection.first(
      "SELECT id FROM users WHERE id = $1 AND deleted_at IS NULL AND role <> 'customer'", [id.sqlValue]
    ).flatMap { User.ID(storedText: try $0.string(0)) }
  }

  /// The staff account (enabled or not) with this phone, or nil.
  static func staffID(phone: String, in connection: any DatabaseConnection) throws -> User.ID? {
    try connection.first(
      "SELECT id FROM users WHERE phone = $1 AND deleted_at IS NULL AND role <> 'customer'",
      [PhoneNumber.normalised(phone).sqlValue]
    ).flatMap { User.ID(storedText: try $0.string(0)) }
  }
}
