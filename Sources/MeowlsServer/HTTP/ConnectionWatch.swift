import Dispatch
import Synchronization

/// One connection's current deadline, moved on by the worker that serves it and read by the reaper of
/// `ConnectionDeadlines`.
final class ConnectionWatch: Sendable {
  struct Timeouts: Sendable {
    var head: UInt64
    var body: UInt64
    var idle: UInt64
  }

  /// How long a connection answered at once stays half-closed, so that the client reads the answer before the
  /// connection is torn down.
  static let lingerAfterRefusal = nanoseconds(1)

  let descriptor: Int32
  private let timeouts: Timeouts
  /// Monotonic nanoseconds; 0 while no deadline runs (an answer is being written).
  private let deadline: Atomic<UInt64>
  private let betweenRequests = Atomic<Bool>(false)
  /// Set once the connection is being closed; later phases no longer move its deadline.
  private let closing = Atomic<Bool>(false)

  init(descriptor: Int32, timeouts: Timeouts) {
    self.descriptor = descriptor
    self.timeouts = timeouts
    deadline = Atomic(Self.now() &+ timeouts.head)
  }

  /// The request line arrived: on a kept-alive connection the head deadline starts now; the first request's head
  /// counts from the opening.
  func requestLineRead() {
    if betweenRequests.exchange(false, ordering: .relaxed) { move(to: Self.now() &+ timeouts.head) }
  }

  func headRead() { move(to: Self.now() &+ timeouts.body) }

  func answering() { move(to: 0) }

  func requestCompleted() {
    betweenRequests.store(true, ordering: .relaxed)
    move(to: Self.now() &+ timeouts.idle)
  }

  /// The connection was answered without libmicrohttpd and half-closed: the reaper finishes it shortly.
  func closeSoon() {
    closing.store(true, ordering: .relaxed)
    deadline.store(Self.now() &+ Self.lingerAfterRefusal, ordering: .relaxed)
  }

  /// True, once, when the deadline has passed; the connection then has none.
  func takeOverdue(now: UInt64) -> Bool {
    let current = deadline.load(ordering: .relaxed)
    guard current != 0, now >= current else { return false }
    return deadline.compareExchange(expected: current, desired: 0, ordering: .relaxed).exchanged
  }

  private func move(to value: UInt64) {
    guard !closing.load(ordering: .relaxed) else { return }
    deadline.store(value, ordering: .relaxed)
  }

  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  static func nanoseconds(_ seconds: Double) -> UInt64 {
    UInt64(max(0.001, min(seconds, 86_400)) * 1e9)
  }
}
