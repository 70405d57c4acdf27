import MeowlsAPI

/// The SQL behind `Idempotency-Key` (`decisions.md`): a key is claimed in its own short transaction, completed in
/// the purchase's transaction (so a stored answer exists exactly when its order does), and released when the
/// purchase fails, so that the client may retry with the same key.
///
/// A claim still running after `abandonedAfter` is a crashed server's leftover, and the next request with the key
/// takes it over. Several servers share the keys, so no server can tell at its start that nobody is running a
/// claim; and since a purchase completes only the claim it made (`claimedAt`), a purchase outliving its claim is
/// refused rather than recorded twice.
enum IdempotencyStore {
  /// What a claim found.
  enum Claim: Equatable {
    /// The key is this request's now: run the purchase.
    case claimed
    /// The key already has an answer for this very request: send it again.
    case replay(status: Int, body: [UInt8])
  }

  /// Seconds after which a claim still running counts as abandoned: far longer than any purchase takes.
  static let abandonedAfter: Int64 = 600

  /// Claims `key` for a request with this hash at `now`; a key past its lifetime, or a claim abandoned, counts as
  /// unused.
  ///
  /// - Throws: `IdempotencyError.keyReused` when the key belongs to another request, `.requestInProgress` when
  ///   its first request is still running.
  static func claim(
    _ key: String, of user: User.ID, hash: String, now: Int64, lifetime: Int64, in connection: any DatabaseConnection
  ) throws -> Claim {
    let id: [SQLValue] = [user.sqlValue, key.sqlValue]
    try connection.execute(
      """
      DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2
        AND (expires_at <= $3 OR (state = 'running' AND created_at <= $4))
      """, id + [now.sqlValue, (now - abandonedAfter).sqlValue])
    let inserted = try connection.execute(
      """
      INSERT INTO idempotency_keys (user_id, key, request_hash, state, created_at, expires_at)
      VALUES ($1, $2, $3, 'running', $4, $5) ON CONFLICT (user_id, key) DO NOTHING
      """, id + [hash.sqlValue, now.sqlValue, (now + lifetime).sqlValue])
    if inserted == 1 { return .claimed }
    guard
      let row = try connection.first(
        "SELECT request_hash, state, status, body FROM idempotency_keys WHERE user_id = $1 AND key = $2", id)
    else { return .claimed }
    guard try row.string(0) == hash else { throw IdempotencyError.keyReused }
    guard try row.string(1) == "done" else { throw IdempotencyError.requestInProgress }
    return .replay(status: try row.int(2), body: Array(try row.string(3).utf8))
  }

  /// Stores the answer of the key claimed at `claimedAt`, in the transaction that made it.
  ///
  /// - Throws: `IdempotencyError.requestInProgress` when the claim is no longer this request's (it ran past
  ///   `abandonedAfter` and another request took the key over): the purchase must roll back.
  static func complete(
    _ key: String, of user: User.ID, claimedAt: Int64, status: Int, body: [UInt8], in connection: any DatabaseConnection
  ) throws {
    let stored = try connection.execute(
      """
      UPDATE idempotency_keys SET state = 'done', status = $3, body = $4
      WHERE user_id = $1 AND key = $2 AND state = 'running' AND created_at = $5
      """,
      [
        user.sqlValue, key.sqlValue, status.sqlValue, String(decoding: body, as: UTF8.self).sqlValue,
        claimedAt.sqlValue,
      ])
    guard stored == 1 else { throw IdempotencyError.requestInProgress }
  }

  /// Gives up the claim made at `claimedAt` whose purchase failed: nothing was applied, so the same key may run
  /// again (a claim another request took over meanwhile stays).
  static func release(_ key: String, of user: User.ID, claimedAt: Int64, in connection: any DatabaseConnection) throws {
    try connection.execute(
      "DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND state = 'running' AND created_at = $3",
      [user.sqlValue, key.sqlValue, claimedAt.sqlValue])
  }

  /// Forgets the keys past their lifetime; returns how many.
  @discardableResult
  static func expire(at now: Int64, in connection: any DatabaseConnection) throws -> Int {
    try connection.execute("DELETE FROM idempotency_keys WHERE expires_at <= $1", [now.sqlValue])
  }
}
