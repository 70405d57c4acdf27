import Foundation

/// Login throttling (`decisions.md`): failed logins are recorded per phone and per client address.
///
/// - 5 failures for one phone, or 20 from one client address, within 15 minutes lock logins for that phone or
///   address for 15 minutes: every attempt answers 429 `tooManyAttempts` with `Retry-After`, and the password is not
///   even checked.
/// - Once locked, every further failure (after the lock ends) locks again for twice as long: 30 min, 1 h, … up to
///   24 h.
/// - Failures are remembered for 24 hours. A successful login forgets the phone's failures (not the address's,
///   so one valid account does not reset a password-spraying client).
struct LoginThrottle: Sendable {
  struct Policy: Equatable, Sendable {
    var addressLimit = 20
    var firstLock: Int64 = 15 * 60
    var longestLock: Int64 = 24 * 60 * 60
    var memory: Int64 = 24 * 60 * 60
    var phoneLimit = 5
    var window: Int64 = 15 * 60
  }

  var policy = Policy()

  /// The failed logins remembered (the last 24 hours' at most), for `/metrics`.
  static func remembered(in connection: any DatabaseConnection) throws -> Int {
    try connection.first("SELECT COUNT(*) FROM login_attempts")?.int(0) ?? 0
  }

  /// Seconds until this phone and address may try again; nil when neither is locked.
  func retryAfter(phone: String, address: String, at now: Date, in connection: any DatabaseConnection) throws -> Int? {
    let now = EpochSeconds.from(now)
    var until = lockedUntil(
      failures: try failures("phone", phone, since: now, in: connection), limit: policy.phoneLimit)
    if !address.isEmpty {
      let failures = try failures("client_address", address, since: now, in: connection)
      until = max(until ?? .min, lockedUntil(failures: failures, limit: policy.addressLimit) ?? .min)
    }
    guard let until, until > now else { return nil }
    return Int(until - now)
  }

  func recordFailure(phone: String, address: String, at now: Date, in connection: any DatabaseConnection) throws {
    let now = EpochSeconds.from(now)
    try connection.execute("DELETE FROM login_attempts WHERE attempted_at <= $1", [(now - policy.memory).sqlValue])
    try connection.execute(
      "INSERT INTO login_attempts (phone, client_address, attempted_at) VALUES ($1, $2, $3)",
      [phone.sqlValue, address.sqlValue, now.sqlValue])
  }

  func recordSuccess(phone: String, in connection: any DatabaseConnection) throws {
    try connection.execute("DELETE FROM login_attempts WHERE phone = $1", [phone.sqlValue])
  }

  /// When the lock that these failure times (ascending, whole seconds) lead to ends; nil when they lead to none.
  func lockedUntil(failures: [Int64], limit: Int) -> Int64? {
    var locks = 0
    var until: Int64?
    var recent: [Int64] = []
    for failure in failures {
      if locks == 0 {
        recent = recent.filter { failure - $0 < policy.window } + [failure]
        guard recent.count >= limit else { continue }
      }
      until = failure + min(policy.longestLock, policy.firstLock << min(locks, 32))
      locks += 1
    }
    return until
  }

  private func failures(
    _ column: String, _ value: String, since now: Int64, in connection: any DatabaseConnection
  ) throws -> [Int64] {
    try connection.query(
      "SELECT attempted_at FROM login_attempts WHERE \(column) = $1 AND attempted_at > $2 ORDER BY attempted_at",
      [value.sqlValue, (now - policy.memory).sqlValue]
    ).map { Int64(try $0.int(0)) }
  }
}
