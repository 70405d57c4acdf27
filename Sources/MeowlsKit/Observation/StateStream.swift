/// A value that changes over time: read it now with `value`, or follow it with `values()`.
///
/// The tiny replacement for `@Published` that works on Linux (no Combine there): every subscriber first gets the
/// current value, then each change. A slow subscriber only ever sees the newest value it missed.
public final class StateStream<Value: Sendable>: @unchecked Sendable {
  // NB: `@unchecked` because `current` is only touched under the lock of `subscribers`.
  private var current: Value
  private let subscribers = Subscribers<Value>()

  /// A stream that starts at `initial`.
  public init(_ initial: Value) {
    current = initial
  }

  /// The current value.
  public var value: Value { subscribers.withLock { current } }

  /// The current value, then every change, until the returned stream is dropped.
  public func values() -> AsyncStream<Value> {
    subscribers.stream(bufferingPolicy: .bufferingNewest(1)) { current }
  }

  /// Replaces the value and tells every subscriber.
  func send(_ newValue: Value) {
    update { $0 = newValue }
  }

  /// Changes the value in place and tells every subscriber.
  func update(_ change: (inout Value) -> Void) {
    subscribers.withLock {
      change(&current)
      subscribers.yieldLocked(current)
    }
  }
}
