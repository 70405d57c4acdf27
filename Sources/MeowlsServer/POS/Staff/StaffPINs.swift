import Foundation
import MeowlsAPI

/// Staff PINs: 4–6 digits, stored as Argon2id hashes; five wrong tries in a row lock whoever sent them (the caller,
/// and the register for someone else's PIN) out of PIN checks for 15 minutes (`PINThrottle`).
///
/// NB: hashes are checked outside any transaction (Argon2id is slow on purpose and must not hold the write lock);
/// the failure count changes with one conditional statement, so wrong tries racing each other all count.
public struct StaffPINs: Sendable {
  /// Wrong tries in a row that lock a PIN.
  public static let maximumFailures = 5
  /// How long a locked PIN stays locked.
  public static let lockSeconds: Int64 = 15 * 60

  let clock: Clock
  let database: any Database
  let hasher: PasswordHasher

  public init(database: any Database, clock: Clock, hasher: PasswordHasher) {
    self.clock = clock
    self.database = database
    self.hasher = hasher
  }

  /// True for 4 to 6 ASCII digits.
  public static func isWellFormed(_ pin: String) -> Bool {
    (4...6).contains(pin.utf8.count) && pin.utf8.allSatisfy { (0x30...0x39).contains($0) }
  }

  /// Sets (or replaces) a member's PIN and lifts the member's own lock as a sender of wrong PINs.
  func set(_ pin: String, for user: User.ID, in connection: any DatabaseConnection) throws {
    let hash = try hasher.hash(pin)
    try connection.execute(
      """
      INSERT INTO staff_pins (user_id, pin_hash, failed_attempts, locked_until, changed_at) VALUES ($1, $2, 0, NULL, $3)
      ON CONFLICT (user_id) DO UPDATE SET pin_hash = excluded.pin_hash, failed_attempts = 0, locked_until = NULL,
        changed_at = excluded.changed_at
      """, [user.sqlValue, hash.sqlValue, EpochSeconds.from(clock.now()).sqlValue])
    try PINThrottle.lift(.staff(user), in: connection)
  }

  /// The one of `candidates` whose PIN `pin` is, as typed by `senders` (the caller, and the register when the
  /// PIN was typed at one for someone else). Candidates without a PIN are skipped; a wrong PIN counts as a wrong
  /// try against every sender (`PINThrottle`), and a locked sender is refused before any PIN is compared.
  ///
  /// - Throws: `StaffError.pinLocked` when a sender is locked (or this try locked one), `.pinNotSet` when no
  ///   candidate has a PIN, `.pinIncorrect` otherwise.
  func match(_ pin: String, among candidates: [User.ID], sentBy senders: [PINSender]) throws -> User.ID {
    let now = EpochSeconds.from(clock.now())
    let (hashes, lockedSeconds) = try database.withConnection { connection in
      (
        try Self.hashes(of: candidates, in: connection),
        try PINThrottle.lockedSeconds(of: senders, at: now, in: connection)
      )
    }
    if let lockedSeconds { throw StaffError.pinLocked(retryAfterSeconds: Int(lockedSeconds)) }
    guard !hashes.isEmpty else { throw StaffError.pinNotSet }
    if Self.isWellFormed(pin), let found = hashes.first(where: { hasher.verify(pin, $0.hash) }) {
      try database.withConnection { try PINThrottle.reset(senders, in: $0) }
      return found.user
    }
    let left = try database.transaction { connection in
      try PINThrottle.recordFailure(of: senders, at: now, in: connection)
    }
    guard left > 0 else { throw StaffError.pinLocked(retryAfterSeconds: Int(Self.lockSeconds)) }
    throw StaffError.pinIncorrect(attemptsLeft: left)
  }

  /// The PIN hashes of those of `users` who have one.
  private static func hashes(
    of users: [User.ID], in connection: any DatabaseConnection
  ) throws -> [(user: User.ID, hash: String)] {
    try users.compactMap { user in
      // NB: a disabled member's PIN matches nothing, at once.
      try connection.first(
        """
        SELECT pin_hash FROM staff_pins p WHERE p.user_id = $1
          AND NOT EXISTS (SELECT 1 FROM staff_disabled d WHERE d.user_id = p.user_id)
        """, [user.sqlValue]
      ).map {
        (user, try $0.string(0))
      }
    }
  }
}
