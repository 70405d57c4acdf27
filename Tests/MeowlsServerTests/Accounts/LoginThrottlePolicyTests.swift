import Testing

@testable import MeowlsServer

@Suite struct LoginThrottlePolicyTests {
  /// When five-per-window failures at these times lock until (whole seconds), as an `Int` for plain comparisons.
  func lockedUntil(_ failures: [Int64]) -> Int? {
    LoginThrottle().lockedUntil(failures: failures, limit: 5).map(Int.init)
  }

  @Test func fewerFailuresThanTheLimitLockNothing() {
    #expect(lockedUntil([0, 1, 2, 3]) == nil)
  }

  @Test func limitReachedInsideTheWindowLocksFromTheLastFailure() {
    #expect(lockedUntil([0, 100, 200, 300, 899]) == 899 + 900)
  }

  @Test func failuresOutsideOneWindowDoNotAddUp() {
    #expect(lockedUntil([0, 300, 600, 900, 1200]) == nil)
  }

  @Test func slidingWindowCatchesFailuresAcrossABoundary() {
    #expect(lockedUntil([0, 800, 850, 900, 950, 1000]) == 1000 + 900)
  }

  @Test func eachFurtherFailureDoublesTheLock() {
    #expect(lockedUntil([0, 1, 2, 3, 4, 904]) == 904 + 1800)
    #expect(lockedUntil([0, 1, 2, 3, 4, 904, 2704]) == 2704 + 3600)
  }

  @Test func lockNeverExceedsADay() {
    let failures: [Int64] = [0, 1, 2, 3, 4] + (1...10).map { Int64($0) * 200_000 }
    #expect(lockedUntil(failures) == 2_000_000 + 86_400)
  }
}
