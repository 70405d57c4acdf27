import Foundation
import MeowlsTestSupport
import Testing

@Suite struct AccountsConcurrencyTests {
  @Test func racingRegistrationsOfOnePhoneCreateOneAccount() throws {
    let server = try TestServer()
    let codes = statuses(8) { index in try server.register(["email": "user\(index)@example.com"]).status }
    #expect(codes == [200] + Array(repeating: 400, count: 7))
    #expect(try server.rows("SELECT COUNT(*) FROM users") == ["1"])
  }

  @Test func racingRefreshesOfOneTokenIssueOneNewToken() throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    let codes = statuses(6) { _ in try server.post("/api/v1/users/refresh_token", token: token).status }
    #expect(codes == [200] + Array(repeating: 401, count: 5))
    #expect(try server.rows("SELECT COUNT(*) FROM sessions") == ["1"])
  }
}
