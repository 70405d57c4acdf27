import Foundation
import MeowlsAPI

/// The SQL behind accounts: every statement on `users` lives here. Only active (not deleted) accounts are found.
enum UserStore {
  static func insert(
    _ user: UserRecord, passwordHash: String, createdAt: Date, in connection: any DatabaseConnection
  ) throws {
    try connection.execute(
      """
      INSERT INTO users (\(UserRecord.columns), password_hash, created_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
      """,
      [user.id.sqlValue] + user.editableValues + [
        passwordHash.sqlValue, EpochSeconds.from(createdAt).sqlValue,
      ])
  }

  static func active(id: User.ID, in connection: any DatabaseConnection) throws -> UserRecord? {
    try connection.query(
      "SELECT \(UserRecord.columns) FROM users WHERE id = $1 AND deleted_at IS NULL", [id.sqlValue],
      as: UserRecord.self
    ).first
  }

  /// The active account with this (normalised) phone and its password hash.
  static func active(
    phone: String, in connection: any DatabaseConnection
  ) throws -> (user: UserRecord, passwordHash: String)? {
    guard
      let row = try connection.first(
        "SELECT \(UserRecord.columns), password_hash FROM users WHERE phone = $1 AND deleted_at IS NULL",
        [phone.sqlValue])
    else { return nil }
    return (try UserRecord(row: row), try row.string(9))
  }

  /// Writes every profile field; the password hash only when given.
  static func update(_ user: UserRecord, passwordHash: String?, in connection: any DatabaseConnection) throws {
    try connection.execute(
      """
      UPDATE users SET surname = $2, name = $3, patronymic = $4, birthday = $5, gender = $6, email = $7, phone = $8,
        role = $9, password_hash = COALESCE($10, password_hash)
      WHERE id = $1 AND deleted_at IS NULL
      """,
      [user.id.sqlValue] + user.editableValues + [passwordHash.sqlValue])
  }

  /// Soft delete: the row stays (orders keep their customer), the phone and email become free.
  static func softDelete(_ id: User.ID, at date: Date, in connection: any DatabaseConnection) throws {
    try connection.execute(
      "UPDATE users SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL",
      [id.sqlValue, EpochSeconds.from(date).sqlValue])
  }

  /// Throws `phoneAlreadyUsed` or `emailAlreadyUsed` when another active account holds this phone or email.
  static func ensureAvailable(
    phone: String, email: String?, for id: User.ID, in connection: any DatabaseConnection
  ) throws {
    if let taken = try conflict(phone: phone, email: email, excluding: id, in: connection) { throw taken }
  }

  /// The error another active account holding this phone (checked first) or email would cause; nil when both are free.
  static func conflict(
    phone: String, email: String?, excluding id: User.ID, in connection: any DatabaseConnection
  ) throws -> AccountsError? {
    let other = id.sqlValue
    if try connection.first(
      "SELECT 1 FROM users WHERE phone = $1 AND id <> $2 AND deleted_at IS NULL", [phone.sqlValue, other]) != nil
    {
      return .phoneAlreadyUsed
    }
    guard let email, !email.isEmpty else { return nil }
    let sql = "SELECT 1 FROM users WHERE LOWER(email) = LOWER($1) AND id <> $2 AND deleted_at IS NULL"
    return try connection.first(sql, [email.sqlValue, other]) != nil ? .emailAlreadyUsed : nil
  }
}
