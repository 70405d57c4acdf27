import Foundation
import MeowlsTestSupport
import Testing

@Suite struct LoginThrottleTests {
  static var tooMany: NSDictionary {
    ["code": "tooManyAttempts", "reason": "Too many failed login attempts. Please try again later."]
  }

  func failFiveTimes(_ server: TestServer) throws {
    for _ in 0..<5 { #expect(try server.login(TestServer.phone, "wrong-pass1").status == 401) }
  }

  @Test func fiveFailuresForOnePhoneLockItWithRetryAfter() throws {
    let server = try TestServer()
    _ = try server.register()
    try failFiveTimes(server)
    let response = try server.login(TestServer.phone, "wrong-pass1")
    #expect(response.status == 429 && response.json == LoginThrottleTests.tooMany)
    #expect(response.header("Retry-After") == "900")
  }

  @Test func lockedPhoneIsRefusedEvenWithTheRightPassword() throws {
    let server = try TestServer()
    _ = try server.register()
    try failFiveTimes(server)
    server.clock.advance(by: 600)
    let response = try server.login()
    #expect(response.status == 429 && response.header("Retry-After") == "300")
  }

  @Test func lockCountsThePhoneInAnyForm() throws {
    let server = try TestServer()
    _ = try server.register()
    try failFiveTimes(server)
    #expect(try server.login("+7 (913) 913-91-13", TestServer.password).status == 429)
  }

  @Test func lockEndsAfterItsWait() throws {
    let server = try TestServer()
    _ = try server.register()
    try failFiveTimes(server)
    server.clock.advance(by: 900)
    #expect(try server.login().status == 200)
  }

  @Test func furtherFailuresDoubleTheWait() throws {
    let server = try TestServer()
    _ = try server.register()
    try failFiveTimes(server)
    server.clock.advance(by: 900)
    #expect(try server.login(TestServer.phone, "wrong-pass1").status == 401)
    #expect(try server.login().header("Retry-After") == "1800")
    server.clock.advance(by: 1800)
    #expect(try server.login(TestServer.phone, "wrong-pass1").status == 401)
    #expect(try server.login().header("Retry-After") == "3600")
  }

  @Test func successClearsThePhonesFailures() throws {
    let server = try TestServer()
    _ = try server.register()
    for _ in 0..<4 { _ = try server.login(TestServer.phone, "wrong-pass1") }
    #expect(try server.login().status == 200)
    for _ in 0..<4 { #expect(try server.login(TestServer.phone, "wrong-pass1").status == 401) }
    #expect(try server.login().status == 200)
  }

  @Test func failuresSpreadOverMoreThanTheWindowDoNotLock() throws {
    let server = try TestServer()
    _ = try server.register()
    for _ in 0..<8 {
      #expect(try server.login(TestServer.phone, "wrong-pass1").status == 401)
      server.clock.advance(by: 240)
    }
    #expect(try server.login().status == 200)
  }

  @Test func twentyFailuresFromOneAddressLockItForEveryPhone() throws {
    let server = try TestServer()
    _ = try server.register()
    for index in 0..<20 {
      #expect(try server.login("7990000\(1000 + index)", "wrong-pass1").status == 401)
    }
    let response = try server.login()
    #expect(response.status == 429 && response.header("Retry-After") == "900")
  }

  @Test func lockOfOnePhoneLeavesOtherPhonesAlone() throws {
    let server = try TestServer()
    _ = try server.register()
    _ = try server.register(["phone": "79130000000", "email": "other@example.com"])
    try failFiveTimes(server)
    #expect(try server.login("79130000000", TestServer.password).status == 200)
  }
}
