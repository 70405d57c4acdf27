import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// The whole server at the edge of HTTP: a disguised route name reaches no route, and a head it refuses is answered
/// at once in the contract's envelope, with a request id and an access-log line like any other answer.
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

  @Test func sevenHundredQueryParametersAreAnswered414AtOnce() throws {
    let server = try TestServer()
    let query = (0..<700).map { "p\($0)=1" }.joined(separator: "&")
    let client = try RawHTTPClient(port: server.port, receiveTimeoutSeconds: 2)
    let response = try client.request("GET", "/api/v1/products?" + query)
    #expect(response.status == 414)
    #expect(response.json == ["code": "abortError", "reason": "The query has more than 256 parameters."])
    #expect(response.header("X-Request-Id")?.count == 24)
    #expect(server.logLines.all.contains { $0.contains(" 414 ") })
  }
}
