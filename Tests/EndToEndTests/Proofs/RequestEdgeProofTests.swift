import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// The whole server at the edge of HTTP: a disguised route name reaches no route.
@Suite struct RequestEdgeProofTests {
  @Test(arguments: ["/api/v1/%70os/registers", "/api/v1/%63ities", "/api/v1/c%69ties", "/%68ealth-check"])
  func aRouteNameSpelledWithEscapedLettersIsNotFound(target: String) throws {
    let response = try FixtureServer.shared.request("GET", target)
    #expect(response.status == 404)
    #expect(response.json == ["code": "abortError", "reason": "Not Found"])
  }

  @Test func aDisguisedStaffLoginIsNotFound() throws {
    let response = try FixtureServer.shared.request(
      "POST", "/api/v1/%70os/login", headers: [("Content-Type", "application/json")],
      body: Array(#"{"phone":"79990000001","password":"Meowls2024"}"#.utf8))
    #expect(response.status == 404)
  }
}
