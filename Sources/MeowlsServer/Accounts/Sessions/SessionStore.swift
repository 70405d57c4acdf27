import Foundation
import MeowlsAPI

/// Sessions in `sessions`, found by the SHA-256 of their token: the token itself exists only in the answer that
/// hands it out, so a leaked database yields no usable token.
struct SessionStore: Sendable {
  /// An access token works for 24 hours after issue…
  static let accessLifetime: Int64 = 86_400
  /// …and stays refreshable until 30 days after issue (full timestamps, `decisions.md`).
  static let refreshWindow: Int64 = 30 * 86_400

  let random: RandomSource

  /// Starts a session for `user`: 32 random bytes, Base64 (44 characters), valid 24 hours.
  func issue(for user: User.ID, at now: Date, in connection: any DatabaseConnection) throws -> UserAuthentication {
    let token = Data(random.bytes(32)).base64EncodedString()
    let issued = EpochSeconds.from(now)
    // Housekeeping: this user's sessions that can no longer be refreshed are dead weight.
    try connection.execute(
      "DELETE FROM sessions WHERE user_id = $1 AND refreshable_until <= $2",
      [user.sqlValue, issued.sqlValue])
    try connection.execute(
      """
      INSERT INTO sessions (id, token_hash, user_id, issued_at, expires_at, refreshable_until)
      VALUES ($1, $2, $3, $4, $5, $6)
      """,
      [
        random.uuid().sqlValue, SessionStore.hash(token).sqlValue, user.sqlValue,
        issued.sqlValue, (issued + SessionStore.accessLifetime).sqlValue,
        (issued + SessionStore.refreshWindow).sqlValue,
      ])
    return UserAuthentication(expiresAt: EpochSeconds.date(Int(issued + SessionStore.accessLifetime)), token: token)
  }

  /// The session of `token` and its user's role; nil for an unknown token or a deleted account.
  static func find(token: String, in connection: any DatabaseConnection) throws -> (Session, Role)? {
    guard
      let row = try connection.first(
        """
        SELECT s.id, s.user_id, s.issued_at, s.expires_at, s.refreshable_until, u.role
        FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND u.deleted_at IS NULL
        """, [hash(token).sqlValue])
    else { return nil }
    guard let role = Role(rawValue: try row.string(5)) else { throw RowError.type(column: "role", expected: "role") }
    return (try Session(row: row), role)
  }

  /// Ends one session; false when it had already ended (a concurrent logout or refresh).
  @discardableResult
  static func end(_ session: Session.ID, in connection: any DatabaseConnection) throws -> Bool {
    try connection.execute("DELETE FROM sessions WHERE id = $1", [session.sqlValue]) > 0
  }

  /// Ends every session of `user`, but the one given.
  static func endAll(of user: User.ID, except kept: Session.ID? = nil, in connection: any DatabaseConnection) throws {
    try connection.execute(
      "DELETE FROM sessions WHERE user_id = $1 AND id <> $2",
      [user.sqlValue, (kept?.uuidString ?? "").sqlValue])
  }

  /// What is stored instead of the token: lower-case hex SHA-256 of its text.
  static func hash(_ token: String) -> String {
    Crypto.sha256Hex(Array(token.utf8))
  }
}
