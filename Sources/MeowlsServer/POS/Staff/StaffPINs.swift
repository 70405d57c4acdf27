import Foundation
import MeowlsAPI

/// Staff PINs: 4–6 digits, stored as Argon2id hashes; five wrong tries in a row lock a PIN for 15 minutes.
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

  /// Sets (or replaces) a member's PIN and clears its lock.
  func set(_ pin: String, for user: User.ID, in connection: any DatabaseConnection) throws {
    let hash = try hasher.hash(pin)
    try connection.execute(
      """
      INSERT INTO staff_pins (user_id, pin_hash, failed_attempts, locked_until, changed_at) VALUES ($1, $2, 0, NULL, $3)
      ON CONFLICT (user_id) DO UPDATE SET pin_hash = excluded.pin_hash, failed_attempts = 0, locked_until = NULL,
        changed_at = excluded.changed_at
      """, [user.uuidString.sqlValue, hash.sqlValue, EpochSeconds.from(clock.now()).sqlValue])
  }

  /// The one of `candidates` whose PIN `pin` is. Candidates without a PIN or with a locked one are skipped; a
  /// wrong PIN counts as a wrong try against every candidate it was checked against.
  ///
  /// - Throws: `StaffError.pinNotSet` when no candidate has a PIN, `.pinLocked` when all that have one are locked
  ///   (or this try locked them), `.pinIncorrect` otherwise.
  func match(_ pin: String, among candidates: [User.ID]) throws -> User.ID {
    let now = EpochSeconds.from(clock.now())
    let states = try database.withConnection { try Self.states(of: candidates, in: $0) }
    guard !states.isEmpty else { throw StaffError.pinNotSet }
    let open = states.filter { ($0.lockedUntil ?? 0) <= now }
    guard !open.isEmpty else {
      throw StaffError.pinLocked(retryAfterSeconds: Int(states.compactMap(\.lockedUntil).min()! - now))
    }
    if Self.isWellFormed(pin), let found = open.first(where: { hasher.verify(pin, $0.hash) }) {
      _ = try database.withConnection { connection in
        try connection.execute(
          "UPDATE staff_pins SET failed_attempts = 0 WHERE user_id = $1", [found.user.uuidString.sqlValue])
      }
      return found.user
    }
    let left = try database.withConnection { connection in
      try connection.transaction { try open.map { try Self.recordFailure(of: $0.user, at: now, in: connection) } }
    }
    guard let most = left.max(), most > 0 else {
      throw StaffError.pinLocked(retryAfterSeconds: Int(Self.lockSeconds))
    }
    throw StaffError.pinIncorrect(attemptsLeft: most)
  }

  private struct PINState {
    var user: User.ID
    var hash: String
    var lockedUntil: Int64?
  }

  private static func states(of users: [User.ID], in connection: any DatabaseConnection) throws -> [PINState] {
    try users.compactMap { user in
      try connection.first(
        "SELECT pin_hash, locked_until FROM staff_pins WHERE user_id = $1", [user.uuidString.sqlValue]
      ).map { PINState(user: user, hash: try $0.string(0), lockedUntil: try $0.optionalInt(1).map(Int64.init)) }
    }
  }

  /// Counts a wrong try; the fifth locks the PIN. Returns the tries left before it locks (0: locked now).
  private static func recordFailure(of user: User.ID, at now: Int64, in connection: any DatabaseConnection) throws
    -> Int
  {
    let id = user.uuidString.sqlValue
    try connection.execute(
      "UPDATE staff_pins SET failed_attempts = failed_attempts + 1 WHERE user_id = $1", [id])
    let locked = try connection.execute(
      "UPDATE staff_pins SET failed_attempts = 0, locked_until = $2 WHERE user_id = $1 AND failed_attempts >= $3",
      [id, (now + lockSeconds).sqlValue, maximumFailures.sqlValue])
    guard locked == 0 else { return 0 }
    let failures = try connection.first("SELECT failed_attempts FROM staff_pins WHERE user_id = $1", [id])?.int(0)
    return maximumFailures - (failures ?? 0)
  }
}
