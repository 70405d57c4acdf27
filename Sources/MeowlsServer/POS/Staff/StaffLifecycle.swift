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
  func disable(_ member: User.ID, by admin: User.ID?) throws {
    try database.transaction { connection in
      try connection.execute(
        "INSERT INTO staff_disabled (user_id, disabled_at, disabled_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
        [member.sqlValue, EpochSeconds.from(clock.now()).sqlValue, (admin?.uuidString).sqlValue])
      try SessionStore.endAll(of: member, in: connection)
      try RegisterLocks.lockAll(of: member, in: connection)
    }
  }

  func enable(_ member: User.ID) throws {
    try database.withConnection { connection in
      _ = try connection.execute("DELETE FROM staff_disabled WHERE user_id = $1", [member.sqlValue])
    }
  }

  /// A new role: it applies to the member's tokens at once (the role is read with each session).
  func change(_ member: User.ID, role: StaffRole) throws {
    try database.withConnection { connection in
      _ = try connection.execute("UPDATE users SET role = $2 WHERE id = $1", [member.sqlValue, role.rawValue.sqlValue])
    }
  }

  /// A new password (the one password rule); every session of the member ends.
  func reset(_ member: User.ID, password: String) throws {
    guard AccountValidation.isAcceptablePassword(password) else { throw AccountsError.invalidPasswordFormat }
    let hash = try hasher.hash(password)
    try database.transaction { connection in
      _ = try connection.execute(
        "UPDATE users SET password_hash = $2 WHERE id = $1", [member.sqlValue, hash.sqlValue])
      try SessionStore.endAll(of: member, in: connection)
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
