import MeowlsAPI

/// Who typed a PIN: the signed-in staff member who sent it, or the register it was typed at.
enum PINSender: Hashable, Sendable {
  case register(Register.ID)
  case staff(User.ID)

  /// The row key in `pos_pin_throttle`.
  var key: String {
    switch self {
    case .register(let id): "register:\(id.uuidString)"
    case .staff(let id): "staff:\(id.uuidString)"
    }
  }
}

/// Wrong PINs counted against whoever sent them (`pos_pin_throttle`, schema 501): five in a row lock that sender
/// out of PIN checks for 15 minutes.
///
/// NB: failures count against the sender, never against the PIN they were compared with: counting them against the
/// PIN let any cashier lock the manager's and the admins' PINs chain-wide by sending five wrong guesses, for ever.
enum PINThrottle {
  /// Seconds until the last lock among `senders` lifts; nil when none is locked.
  static func lockedSeconds(
    of senders: [PINSender], at now: Int64, in connection: any DatabaseConnection
  ) throws -> Int64? {
    let locks = try senders.compactMap { sender in
      try connection.first(
        "SELECT locked_until FROM pos_pin_throttle WHERE sender = $1 AND locked_until > $2",
        [sender.key.sqlValue, now.sqlValue]
      ).map { Int64(try $0.int(0)) }
    }
    return locks.max().map { $0 - now }
  }

  /// Counts a wrong PIN against each sender; the fifth in a row locks that sender. Returns the tries left before
  /// the first of them locks (0: one is locked now).
  static func recordFailure(
    of senders: [PINSender], at now: Int64, in connection: any DatabaseConnection
  ) throws -> Int {
    try senders.map { sender in
      let key = sender.key.sqlValue
      try connection.execute(
        """
        INSERT INTO pos_pin_throttle (sender, failed_attempts, locked_until) VALUES ($1, 1, NULL)
        ON CONFLICT (sender) DO UPDATE SET failed_attempts = pos_pin_throttle.failed_attempts + 1
        """, [key])
      let locked = try connection.execute(
        "UPDATE pos_pin_throttle SET failed_attempts = 0, locked_until = $2 WHERE sender = $1 AND failed_attempts >= $3",
        [key, (now + StaffPINs.lockSeconds).sqlValue, StaffPINs.maximumFailures.sqlValue])
      guard locked == 0 else { return 0 }
      let failures = try connection.first("SELECT failed_attempts FROM pos_pin_throttle WHERE sender = $1", [key])?
        .int(0)
      return StaffPINs.maximumFailures - (failures ?? 0)
    }.min() ?? StaffPINs.maximumFailures
  }

  /// A right PIN starts each sender's count again.
  static func reset(_ senders: [PINSender], in connection: any DatabaseConnection) throws {
    for sender in senders {
      try connection.execute(
        "UPDATE pos_pin_throttle SET failed_attempts = 0 WHERE sender = $1", [sender.key.sqlValue])
    }
  }

  /// Forgets a sender's count and lock (`meowls staff pin`).
  static func lift(_ sender: PINSender, in connection: any DatabaseConnection) throws {
    try connection.execute("DELETE FROM pos_pin_throttle WHERE sender = $1", [sender.key.sqlValue])
  }
}
