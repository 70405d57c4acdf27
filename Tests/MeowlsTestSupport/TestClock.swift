import Foundation
import Synchronization

/// A wall clock that moves only when the test moves it; safe to read from the server's threads.
public final class TestClock: Sendable {
  private let current: Mutex<Date>

  /// Where test clocks start unless told otherwise (2027-01-15), also the day the demo shop's sales are seeded for.
  public static let defaultStart = Date(timeIntervalSince1970: 1_800_000_000)

  public init(_ start: Date = defaultStart) {
    current = Mutex(start)
  }

  /// The time the clock shows.
  public var now: Date { current.withLock { $0 } }

  /// Moves the clock forward (or back, for a negative interval).
  public func advance(by seconds: TimeInterval) {
    current.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}
