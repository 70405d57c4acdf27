import Foundation
import Synchronization

/// Offline replays for `/metrics`: counter sales a register sends with a `sold_at` earlier than their arrival
/// (rung up while it had no server), by outcome, and how late they arrived in all.
///
/// NB: a shop watches these after an outage: refusals are sales the cashier must look at, and a growing delay
/// means registers that stay offline.
final class OfflineReplayCounter: Sendable {
  /// Replayed sales recorded now.
  let recorded = Atomic<UInt64>(0)
  /// Replayed sales recorded before (the same id again): answered with the stored receipt.
  let repeated = Atomic<UInt64>(0)
  /// Replayed sales the server refused (any error answer).
  let refused = Atomic<UInt64>(0)
  /// Seconds from ringing up to arrival, summed over every replay.
  let delaySeconds = Atomic<UInt64>(0)

  /// Each outcome's count, in a fixed order.
  var outcomes: [(outcome: String, count: UInt64)] {
    [
      ("recorded", recorded.load(ordering: .relaxed)), ("repeated", repeated.load(ordering: .relaxed)),
      ("refused", refused.load(ordering: .relaxed)),
    ]
  }

  /// Counts the outcome of `sell` when the sale is a replay (`soldAt` before `now`); runs it either way.
  func count<Result>(
    soldAt: Date?, now: Date, repeated isRepeated: (Result) -> Bool, _ sell: () throws -> Result
  ) throws -> Result {
    guard let soldAt, soldAt < now else { return try sell() }
    let delay = now.timeIntervalSince(soldAt)
    delaySeconds.add(delay < Double(UInt32.max) ? UInt64(delay) : UInt64(UInt32.max), ordering: .relaxed)
    do {
      let result = try sell()
      if isRepeated(result) {
        repeated.add(1, ordering: .relaxed)
      } else {
        recorded.add(1, ordering: .relaxed)
      }
      return result
    } catch {
      refused.add(1, ordering: .relaxed)
      throw error
    }
  }
}
