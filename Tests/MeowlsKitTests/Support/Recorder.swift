import Foundation

/// Collects values from any thread, for tests to compare whole afterwards.
final class Recorder<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [Value] = []

  func append(_ value: Value) {
    lock.withLock { recorded.append(value) }
  }

  var values: [Value] { lock.withLock { recorded } }
}

/// A value set after the closures that read it were made (a harness its own transport needs to see).
final class Holder<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?

  var value: Value? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
