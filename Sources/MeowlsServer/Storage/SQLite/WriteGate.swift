import Foundation

/// The lock around a write to one `SQLiteDatabase`: its writer connection's transactions, and a pool connection's
/// single write (`SQLiteConnection.takesGate`). SQLite lets one writer in at a time anyway, and a thread waiting here
/// is woken as soon as the writer before it is done.
///
/// NB: first come, first served (a ticket each). A mutex let the thread that had just unlocked take it again before
/// the waiter it woke could run: the job runner, paying 1,500 orders one transaction each every ten seconds, held the
/// writer for its whole run of about 90 ms while counter sales and cart updates waited behind it (80–130 ms answers
/// in the soak, 2026-12-06, every ten seconds). With tickets a transaction waits for those that came before it,
/// never for a queue that refills.
final class WriteGate: @unchecked Sendable {
  private let condition = NSCondition()
  private var nextTicket: UInt64 = 0
  private var serving: UInt64 = 0
  /// The thread holding the gate.
  private var owner: pthread_t?

  func lock() {
    condition.lock()
    defer { condition.unlock() }
    waitForTurn()
  }

  /// Takes the gate unless this thread holds it already (a write inside its own transaction, on another
  /// connection): false then, and the caller must not unlock.
  func lockUnlessHeld() -> Bool {
    condition.lock()
    defer { condition.unlock() }
    if let owner, pthread_equal(owner, pthread_self()) != 0 { return false }
    waitForTurn()
    return true
  }

  func unlock() {
    condition.lock()
    defer { condition.unlock() }
    owner = nil
    serving &+= 1
    condition.broadcast()
  }

  /// Threads waiting for their turn, besides the one holding the gate (for tests).
  var waiting: Int {
    condition.lock()
    defer { condition.unlock() }
    return max(0, Int(nextTicket &- serving) - 1)
  }

  /// Called with `condition` locked.
  private func waitForTurn() {
    let ticket = nextTicket
    nextTicket &+= 1
    while serving != ticket { condition.wait() }
    owner = pthread_self()
  }
}
