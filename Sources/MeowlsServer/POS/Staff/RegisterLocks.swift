import Foundation
import MeowlsAPI

/// Which staff member may work which register now: a register works for a member only after their PIN unlocked it
/// there (`POST /pos/registers/{id}/unlock`), until they idle for `idleSeconds` or log out (`register_unlocks`,
/// schema 502). Opening a shift, selling and taking a return check it, and each of them counts as activity.
///
/// NB: one row per register and member, so a manager stepping in for a sale unlocks with their own PIN and the
/// cashier's unlock stays as it was; a take-over by PIN unlocks for the member taking over.
struct RegisterLocks: Sendable {
  let clock: Clock
  let database: any Database
  let idleSeconds: Int64

  /// Passes when `context`'s member unlocked `register` and has not idled since; records the activity.
  ///
  /// - Throws: `StaffError.registerLocked` naming the register.
  func requireUnlocked(_ register: Register, by context: StaffContext) throws {
    let now = EpochSeconds.from(clock.now())
    let active = try database.withConnection { connection in
      try connection.execute(
        "UPDATE register_unlocks SET active_at = $3 WHERE register_id = $1 AND user_id = $2 AND active_at >= $4",
        [register.id.sqlValue, context.id.sqlValue, now.sqlValue, (now - idleSeconds).sqlValue]) > 0
    }
    guard active else { throw StaffError.registerLocked(register.name) }
  }

  /// Unlocks `register` for `user` (inside the unlock's transaction).
  static func unlock(
    _ register: Register.ID, for user: User.ID, at seconds: Int64, in connection: any DatabaseConnection
  ) throws {
    try connection.execute(
      """
      INSERT INTO register_unlocks (register_id, user_id, active_at) VALUES ($1, $2, $3)
      ON CONFLICT (register_id, user_id) DO UPDATE SET active_at = excluded.active_at
      """, [register.sqlValue, user.sqlValue, seconds.sqlValue])
  }

  /// Locks every register `user` unlocked (a logout, a disabled member).
  static func lockAll(of user: User.ID, in connection: any DatabaseConnection) throws {
    try connection.execute("DELETE FROM register_unlocks WHERE user_id = $1", [user.sqlValue])
  }
}
