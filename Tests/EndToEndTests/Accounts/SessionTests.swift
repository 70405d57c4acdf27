import Foundation
import MeowlsTestSupport
import Testing

@Suite struct SessionTests {
  static var notAuthenticated: NSDictionary { ["code": "abortError", "reason": "User not authenticated."] }
  static var expired: NSDictionary {
    ["code": "Unauthorized", "reason": "Access is denied. Please authenticate and try again."]
  }
  static let day: TimeInterval = 86_400

  @Test func protectedRouteWithoutATokenIsNotAuthenticated() throws {
    let server = try TestServer()
    let response = try server.get("/api/v1/users")
    #expect(response.status == 401 && response.json == SessionTests.notAuthenticated)
  }

  @Test(arguments: ["Token", "Token a b", "Bearer abc", "abc", "Token  "])
  func malformedAuthorizationIsNotAuthenticated(header: String) throws {
    let server = try TestServer()
    let response = try server.request("GET", "/api/v1/users", headers: [("Authorization", header)])
    #expect(response.status == 401 && response.json == SessionTests.notAuthenticated)
  }

  @Test func unknownTokenIsNotAuthenticated() throws {
    let server = try TestServer()
    _ = try server.register()
    let response = try server.get("/api/v1/users", token: "RhasWbrZGrUw7xfwxqDQExiq+KENqy95VHbpuytX0Rs=")
    #expect(response.status == 401 && response.json == SessionTests.notAuthenticated)
  }

  @Test(arguments: ["token", "TOKEN", "ToKeN"])
  func tokenSchemeIsCaseInsensitive(scheme: String) throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    let response = try server.request("GET", "/api/v1/users", headers: [("Authorization", "\(scheme) \(token)")])
    #expect(response.status == 200)
  }

  @Test func tokenWorksUntilJustBeforeADayHasPassed() throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    server.clock.advance(by: SessionTests.day - 1)
    #expect(try server.get("/api/v1/users", token: token).status == 200)
  }

  @Test func tokenExpiresAfterADay() throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    server.clock.advance(by: SessionTests.day)
    let response = try server.get("/api/v1/users", token: token)
    #expect(response.status == 401 && response.json == SessionTests.expired)
  }

  @Test func refreshWithAnExpiredTokenInsideTheWindowIssuesANewOne() throws {
    let server = try TestServer()
    let registered = try server.register()
    server.clock.advance(by: 29 * SessionTests.day)
    let response = try server.post("/api/v1/users/refresh_token", token: registered.token)
    #expect(response.status == 200)
    let session = TestServer.authentication(response, expiresAt: "2027-02-14T08:00:00Z")
    #expect(
      response.json == TestServer.exampleProfile(id: registered.userID, session.merging(["favorite_items": []]) { $1 }))
    #expect(try server.get("/api/v1/users", token: response.token).status == 200)
  }

  @Test func refreshEndsTheOldToken() throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    #expect(try server.post("/api/v1/users/refresh_token", token: token).status == 200)
    let again = try server.post("/api/v1/users/refresh_token", token: token)
    #expect(again.status == 401 && again.json == SessionTests.notAuthenticated)
  }

  @Test func refreshWithAnUnexpiredTokenWorks() throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    let response = try server.post("/api/v1/users/refresh_token", token: token)
    #expect(response.status == 200 && response.token != token)
  }

  @Test func refreshOutsideTheWindowIsDenied() throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    server.clock.advance(by: 30 * SessionTests.day)
    let response = try server.post("/api/v1/users/refresh_token", token: token)
    #expect(response.status == 401 && response.json == SessionTests.expired)
  }

  @Test func refreshWithAnUnknownTokenIsNotAuthenticated() throws {
    let server = try TestServer()
    let response = try server.post("/api/v1/users/refresh_token", token: "bm90LWEtdG9rZW4=")
    #expect(response.status == 401 && response.json == SessionTests.notAuthenticated)
  }

  @Test func expiredTokenIsAcceptedOnlyByRefresh() throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    server.clock.advance(by: 2 * SessionTests.day)
    for path in ["/api/v1/users/logout", "/api/v1/users/delete"] {
      #expect(try server.post(path, token: token).json == SessionTests.expired)
    }
    #expect(try server.get("/api/v1/users/address", token: token).json == SessionTests.expired)
  }

  @Test func logoutEndsOnlyThisSession() throws {
    let server = try TestServer()
    let first = try server.registeredToken()
    let second = try server.login().token
    let response = try server.post("/api/v1/users/logout", token: first)
    #expect(response.status == 200 && response.text == "{}")
    #expect(try server.get("/api/v1/users", token: first).json == SessionTests.notAuthenticated)
    #expect(try server.get("/api/v1/users", token: second).status == 200)
  }

  @Test func deleteEndsEverySession() throws {
    let server = try TestServer()
    let first = try server.registeredToken()
    let second = try server.login().token
    let response = try server.post("/api/v1/users/delete", token: first)
    #expect(response.status == 200 && response.text == "{}")
    for token in [first, second] {
      #expect(try server.get("/api/v1/users", token: token).json == SessionTests.notAuthenticated)
    }
    #expect(try server.rows("SELECT COUNT(*) FROM sessions") == ["0"])
  }

  @Test func deleteFreesThePhoneAndEmailAndKeepsTheRow() throws {
    let server = try TestServer()
    let old = try server.register()
    _ = try server.post("/api/v1/users/delete", token: old.token)
    let again = try server.register(["password": "newPass123", "confirm_password": "newPass123"])
    #expect(again.status == 200 && again.userID != old.userID)
    #expect(try server.login(TestServer.phone, "newPass123").userID == again.userID)
    #expect(try server.login().status == 401)
    let rows = try server.rows("SELECT id, phone, deleted_at IS NOT NULL FROM users ORDER BY created_at, deleted_at")
    #expect(Set(rows) == ["\(old.userID ?? "")|79139139113|1", "\(again.userID ?? "")|79139139113|0"])
  }

  @Test func tokensAreNeverStoredInClear() throws {
    let server = try TestServer()
    let tokens = [try server.registeredToken(), try server.login().token ?? ""]
    let stored = try server.rows("SELECT token_hash FROM sessions")
    #expect(stored.count == 2 && stored.allSatisfy { $0.count == 64 })
    let everything = try server.rows("SELECT * FROM sessions") + server.rows("SELECT * FROM users")
    for token in tokens {
      #expect(!everything.contains { $0.contains(token) })
    }
  }
}
