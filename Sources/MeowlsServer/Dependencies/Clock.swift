import Foundation

/// Wall time and elapsed time, injected so that tests control them.
public struct Clock: Sendable {
  /// The current wall-clock time.
  public var now: @Sendable () -> Date
  /// A monotonic reading in nanoseconds, for durations only.
  public var monotonicNanoseconds: @Sendable () -> UInt64

  public init(now: @escaping @Sendable () -> Date, monotonicNanoseconds: @escaping @Sendable () -> UInt64) {
    self.now = now
    self.monotonicNanoseconds = monotonicNanoseconds
  }
}
