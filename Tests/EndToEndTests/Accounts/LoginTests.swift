import Foundation
import MeowlsTestSupport
import Testing

@Suite struct LoginTests {
  static var loginError: NSDictionary { ["code": "authError", "reason": "Invalid phone or password"] }

  @Test func loginAnswersTheProfileWithANewTokenAndFavourites() throws {
    let server = try TestServer()
    let registered = try server.register()
    server.clock.advance(by: 3600)
    let response = try server.login()
    #expect(response.status == 200)
    let session = TestServer.authentication(response, expiresAt: "2027-01-16T09:00:00Z")
    #expect(
      response.json == TestServer.exampleProfile(id: registered.userID, session.merging(["favorite_items": []]) { $1 }))
    #expect(response.token != registered.token)
  }

  @Test(arguments: ["+7 (913) 913-91-13", "89139139113", "79139139113"])
  func loginAcceptsThePhoneInAnyForm(phone: String) throws {
    let server = try TestServer()
    _ = try server.register()
    #expect(try server.login(phone).status == 200)
  }

  @Test func wrongPasswordIsALoginError() throws {
    let server = try TestServer()
    _ = try server.register()
    let response = try server.login(TestServer.phone, "uNhsyBu28e")
    #expect(response.status == 401 && response.json == LoginTests.loginError)
  }

  @Test func unknownPhoneIsALoginError() throws {
    let server = try TestServer()
    let response = try server.login("79990000000", TestServer.password)
    #expect(response.status == 401 && response.json == LoginTests.loginError)
  }

  @Test(arguments: ["", "Token abc", "Basic", "Basic !!!", "Basic \(Data("no-colon".utf8).base64EncodedString())"])
  func missingOrMalformedCredentialsAreALoginError(header: String) throws {
    let server = try TestServer()
    let headers = header.isEmpty ? [] : [("Authorization", header)]
    let response = try server.request("POST", "/api/v1/users/login", headers: headers)
    #expect(response.status == 401 && response.json == LoginTests.loginError)
  }

  @Test func basicSchemeIsCaseInsensitive() throws {
    let server = try TestServer()
    _ = try server.register()
    let credentials = Data("\(TestServer.phone):\(TestServer.password)".utf8).base64EncodedString()
    let response = try server.request(
      "POST", "/api/v1/users/login", headers: [("Authorization", "bAsIc \(credentials)")])
    #expect(response.status == 200)
  }

  @Test func loginLeavesTheOtherSessionsValid() throws {
    let server = try TestServer()
    let first = try server.registeredToken()
    let second = try server.login().token
    let third = try server.login().token
    let tokens = [first, second, third].compactMap { $0 }
    #expect(Set(tokens).count == 3)
    for token in tokens { #expect(try server.get("/api/v1/users", token: token).status == 200) }
    #expect(try server.rows("SELECT COUNT(*) FROM sessions") == ["3"])
  }

  @Test func deletedAccountCannotLogIn() throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    #expect(try server.post("/api/v1/users/delete", token: token).status == 200)
    let response = try server.login()
    #expect(response.status == 401 && response.json == LoginTests.loginError)
  }

  @Test func staffAccountLogsInThroughTheSameRoute() throws {
    let server = try TestServer()
    _ = try server.register()
    _ = try server.rows("UPDATE users SET role = 'manager'")
    #expect(try server.login().status == 200)
  }
}
