import Testing

@testable import MeowlsServer

@Suite struct ClientRateLimiterTests {
  static let second: UInt64 = 1_000_000_000

  func limiter(perSecond: Int = 10, burst: Int = 5, maxClients: Int = 100) -> ClientRateLimiter {
    ClientRateLimiter(
      settings: RateLimitSettings(requestsPerSecond: perSecond, burst: burst, exemptsLoopback: false),
      maxClients: maxClients)
  }

  @Test func aClientMaySendItsBurstAtOnce() {
    let limiter = limiter()
    #expect((0..<5).map { _ in limiter.admit("10.0.0.1", at: 0) } == [nil, nil, nil, nil, nil])
  }

  @Test func theRequestPastTheBurstIsToldWhenToComeBack() {
    let limiter = limiter(perSecond: 1, burst: 2)
    _ = limiter.admit("10.0.0.1", at: 0)
    _ = limiter.admit("10.0.0.1", at: 0)
    #expect(limiter.admit("10.0.0.1", at: 0) == 1)
  }

  @Test func aSlowRateTellsTheWholeSecondsToWait() {
    let limiter = limiter(perSecond: 1, burst: 1)
    _ = limiter.admit("10.0.0.1", at: 0)
    #expect(limiter.admit("10.0.0.1", at: Self.second / 4) == 1)
  }

  @Test func tokensComeBackAtTheRate() {
    let limiter = limiter(perSecond: 10, burst: 1)
    #expect(limiter.admit("10.0.0.1", at: 0) == nil)
    #expect(limiter.admit("10.0.0.1", at: Self.second / 20) != nil)
    #expect(limiter.admit("10.0.0.1", at: Self.second / 10) == nil)
  }

  @Test func aLongPauseEarnsNoMoreThanTheBurst() {
    let limiter = limiter(perSecond: 10, burst: 3)
    let later = 1_000 * Self.second
    #expect((0..<3).map { _ in limiter.admit("10.0.0.1", at: later) } == [nil, nil, nil])
    #expect(limiter.admit("10.0.0.1", at: later) != nil)
  }

  @Test func eachAddressHasItsOwnBudget() {
    let limiter = limiter(perSecond: 1, burst: 1)
    #expect(limiter.admit("10.0.0.1", at: 0) == nil)
    #expect(limiter.admit("10.0.0.2", at: 0) == nil)
    #expect(limiter.admit("10.0.0.1", at: 0) != nil)
  }

  @Test func aClockThatStepsBackEarnsNothingAndNeverTraps() {
    let limiter = limiter(perSecond: 1, burst: 1)
    #expect(limiter.admit("10.0.0.1", at: UInt64.max) == nil)
    #expect(limiter.admit("10.0.0.1", at: 0) != nil)
  }

  @Test func theHighestSettingsNeverTrap() {
    let limiter = ClientRateLimiter(
      settings: RateLimitSettings(requestsPerSecond: .max, burst: .max, exemptsLoopback: false))
    #expect(limiter.admit("10.0.0.1", at: 0) == nil)
    #expect(limiter.admit("10.0.0.1", at: UInt64.max) == nil)
  }

  @Test func loopbackIsExemptWhenTheSettingsSaySo() {
    let limiter = ClientRateLimiter(settings: RateLimitSettings(requestsPerSecond: 1, burst: 1))
    #expect((0..<10).allSatisfy { _ in limiter.admit("127.0.0.1", at: 0) == nil })
    #expect(limiter.admit("::1", at: 0) == nil)
    #expect(limiter.trackedClients == 0)
  }

  @Test func zeroRequestsPerSecondTurnsTheLimitOff() {
    let limiter = ClientRateLimiter(settings: .off)
    #expect((0..<1_000).allSatisfy { _ in limiter.admit("10.0.0.1", at: 0) == nil })
  }

  @Test func manyAddressesKeepAtMostTheBoundOfBuckets() {
    let limiter = limiter(maxClients: 100)
    for index in 0..<1_000 { _ = limiter.admit("10.0.\(index / 256).\(index % 256)", at: 0) }
    #expect(limiter.trackedClients <= 100)
  }

  @Test func quietClientsAreForgottenFirstWhenTheBoundIsReached() {
    let limiter = limiter(perSecond: 1, burst: 2, maxClients: 2)
    _ = limiter.admit("10.0.0.1", at: 0)
    _ = limiter.admit("10.0.0.2", at: 10 * Self.second)
    _ = limiter.admit("10.0.0.2", at: 10 * Self.second)
    _ = limiter.admit("10.0.0.3", at: 10 * Self.second)
    // 10.0.0.1 had earned its burst back and was dropped; 10.0.0.2 kept its spent budget.
    #expect(limiter.admit("10.0.0.2", at: 10 * Self.second) != nil)
  }
}
