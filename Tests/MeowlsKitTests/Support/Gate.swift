/// Holds tasks until enough have arrived: lets a test make "ten requests are waiting" true without sleeping.
actor Gate {
  private var arrived = 0
  private let needed: Int
  private var waiters: [CheckedContinuation<Void, Never>] = []

  init(opensAfter needed: Int) {
    self.needed = needed
  }

  /// Counts one arrival.
  func arrive() {
    arrived += 1
    if arrived >= needed {
      for waiter in waiters { waiter.resume() }
      waiters = []
    }
  }

  /// Returns once `needed` arrivals have been counted.
  func wait() async {
    guard arrived < needed else { return }
    await withCheckedContinuation { waiters.append($0) }
  }
}
