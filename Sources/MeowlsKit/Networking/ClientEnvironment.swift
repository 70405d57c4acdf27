import Foundation

/// Time, randomness and identity for the kit, injected so that tests control them (style rule 10).
public struct ClientEnvironment: Sendable {
  /// A fresh unique id: `X-Request-Id` values and `Idempotency-Key`s.
  public var makeIdentifier: @Sendable () -> String
  /// The current wall-clock time.
  public var now: @Sendable () -> Date
  /// A random number in `0..<1`: the jitter of retry delays.
  public var random: @Sendable () -> Double
  /// Waits; throws when the task is cancelled.
  public var sleep: @Sendable (Duration) async throws -> Void

  /// An environment from its closures.
  public init(
    makeIdentifier: @escaping @Sendable () -> String, now: @escaping @Sendable () -> Date,
    random: @escaping @Sendable () -> Double, sleep: @escaping @Sendable (Duration) async throws -> Void
  ) {
    self.makeIdentifier = makeIdentifier
    self.now = now
    self.random = random
    self.sleep = sleep
  }
}
