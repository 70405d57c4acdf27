import Foundation

/// A counter shared by closures on any thread: `next()` returns 1, 2, 3 …
public final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  public init() {}

  public func next() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }

  public var count: Int { lock.withLock { value } }
}
