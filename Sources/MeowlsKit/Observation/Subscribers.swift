import Foundation

/// The listeners of a `StateStream` or `EventStream`, and the lock both guard their state with.
final class Subscribers<Value: Sendable>: @unchecked Sendable {
  // NB: `@unchecked` because every stored property is guarded by `lock`; NSLock keeps the kit on iOS 17 and
  // macOS 14, where `Synchronization.Mutex` is not available.
  private let lock = NSLock()
  private var continuations: [Int: AsyncStream<Value>.Continuation] = [:]
  private var nextID = 0

  /// Runs `body` under the lock.
  func withLock<Result>(_ body: () -> Result) -> Result {
    lock.withLock(body)
  }

  /// A new listener's stream; `first()` (run under the lock) gives the value it hears first, if any.
  func stream(
    bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy, first: () -> Value? = { nil }
  ) -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: bufferingPolicy)
    let id = lock.withLock {
      let id = nextID
      nextID += 1
      continuations[id] = continuation
      if let value = first() { continuation.yield(value) }
      return id
    }
    continuation.onTermination = { [weak self] _ in
      self?.lock.withLock { _ = self?.continuations.removeValue(forKey: id) }
    }
    return stream
  }

  /// Tells every listener; call it inside `withLock`, so values reach listeners in the order they were sent.
  func yieldLocked(_ value: Value) {
    for continuation in continuations.values { continuation.yield(value) }
  }
}
