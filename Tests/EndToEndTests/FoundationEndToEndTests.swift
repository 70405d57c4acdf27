import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// What every route shares at the HTTP layer (envelopes, limits, headers, keep-alive), over real sockets.
@Suite struct FoundationEndToEndTests {
  @Test func rootAnswersWithAnEmptyBody() throws {
    let server = try TestServer()
    let response = try server.requestOverSocket("GET", "/")
    #expect(response.status == 200 && response.body.isEmpty)
  }

  @Test func healthCheckAnswersAnEmptyObject() throws {
    let server = try TestServer()
    let response = try server.requestOverSocket("GET", "/health-check")
    #expect(response.status == 200 && response.text == "{}")
    #expect(response.header("Content-Type") == "application/json; charset=utf-8")
    #expect(response.header("Server") == "MEOWLS")
  }

  @Test func apiHealthAnswersAsTheHealthCheckDoes() throws {
    let server = try TestServer()
    let response = try server.requestOverSocket("GET", "/api/v1/health")
    #expect(response.status == 200 && response.text == "{}")
    #expect(response.header("Content-Type") == "application/json; charset=utf-8")
    #expect(try server.requestOverSocket("HEAD", "/api/v1/health").status == 200)
    let post = try server.requestOverSocket("POST", "/api/v1/health")
    #expect(post.status == 405 && post.header("Allow") == "GET, HEAD")
  }

  @Test func headIsServedByTheGetRouteWithoutABody() throws {
    let server = try TestServer()
    let response = try server.requestOverSocket("HEAD", "/health-check")
    #expect(response.status == 200 && response.body.isEmpty)
  }

  @Test func trailingAndDoubledSlashesMatch() throws {
    let server = try TestServer()
    #expect(try server.requestOverSocket("GET", "//health-check/").status == 200)
  }

  @Test func unknownPathIsA404ErrorBody() throws {
    let server = try TestServer()
    let response = try server.requestOverSocket("GET", "/api/v1/nothing-here")
    #expect(response.status == 404)
    #expect(response.json == ["reason": "Not Found", "code": "abortError"])
  }

  @Test func wrongMethodIsA405WithAllow() throws {
    let server = try TestServer()
    let response = try server.requestOverSocket("DELETE", "/health-check")
    #expect(response.status == 405)
    #expect(response.header("Allow") == "GET, HEAD")
    #expect(response.json == ["reason": "Method Not Allowed", "code": "abortError"])
  }

  @Test func abortOnALoginPathIsALoginError() throws {
    let server = try TestServer()
    let response = try server.requestOverSocket("GET", "/api/v1/users/login")
    #expect(response.status == 405)
    #expect(response.json == ["reason": "Invalid phone or password", "code": "authError"])
  }

  @Test func bodyOverTheLimitIsA413ErrorBody() throws {
    let server = try TestServer()
    let body = [UInt8](repeating: 0x20, count: 500_001)
    let response = try server.requestOverSocket(
      "POST", "/api/v1/cart", headers: [("Content-Type", "application/json")], body: body)
    #expect(response.status == 413)
    #expect(response.json == ["reason": "Payload Too Large", "code": "abortError"])
  }

  @Test func bodyWithoutJSONContentTypeIsA415() throws {
    let server = try TestServer()
    let response = try server.requestOverSocket(
      "POST", "/api/v1/cart", headers: [("Content-Type", "text/plain")], body: Array("{}".utf8))
    #expect(response.status == 415)
    #expect(response.json == ["reason": "Unsupported Media Type", "code": "abortError"])
  }

  @Test func malformedJSONIsA400() throws {
    let server = try TestServer()
    let response = try server.requestOverSocket(
      "POST", "/api/v1/cart", headers: [("Content-Type", "application/json")], body: Array("{\"cart\":".utf8))
    #expect(response.status == 400)
    #expect(response.json?["code"] as? String == "abortError")
  }

  @Test func missingRequiredFieldIsA400NamingIt() throws {
    let server = try TestServer()
    let response = try server.requestOverSocket(
      "POST", "/api/v1/cart", headers: [("Content-Type", "application/json; charset=utf-8")],
      body: Array(#"{"cart":{"items":[]}}"#.utf8))
    #expect(response.status == 400)
    #expect((response.json?["reason"] as? String)?.contains("save") == true)
  }

  @Test func clientRequestIDIsEchoed() throws {
    let server = try TestServer()
    let response = try server.requestOverSocket("GET", "/health-check", headers: [("X-Request-Id", "shop-42")])
    #expect(response.header("X-Request-Id") == "shop-42")
  }

  @Test func requestIDIsGeneratedWhenMissing() throws {
    let server = try TestServer()
    let first = try server.requestOverSocket("GET", "/health-check").header("X-Request-Id") ?? ""
    let second = try server.requestOverSocket("GET", "/health-check").header("X-Request-Id") ?? ""
    #expect(first.count == 24 && second.count == 24 && first != second)
  }

  @Test func keepAliveConnectionIsReused() throws {
    let server = try TestServer()
    let connection = try server.connect()
    for _ in 0..<5 {
      #expect(try connection.request("GET", "/health-check").status == 200)
    }
    #expect(try connection.request("GET", "/nope").status == 404)
    #expect(try connection.request("GET", "/health-check").status == 200)
  }

  @Test func everyRequestIsLoggedOnce() throws {
    let server = try TestServer()
    _ = try server.requestOverSocket("GET", "/health-check", headers: [("X-Request-Id", "log-me")])
    let lines = server.logLines.all.filter { $0.contains(" log-me ") }
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("2027-01-15T08:00:00Z log-me GET /health-check 200 2B ") == true)
  }

  @Test func shutdownReleasesThePort() throws {
    let server = try TestServer()
    let port = server.port
    #expect(try server.requestOverSocket("GET", "/health-check").status == 200)
    server.application.shutdown()
    #expect(throws: RawHTTPClient.Failure.self) { _ = try RawHTTPClient(port: port) }
    #expect(throws: (any Error).self) { try server.application.database.withConnection { _ in } }
  }
}

@Suite struct PublicURLTests {
  @Test func urlsCarryTheBoundPortWhenPortZeroWasAsked() throws {
    let server = try TestServer { $0.seedsDemoCatalogue = true }
    let page = try server.requestOverSocket("GET", "/api/v1/main_page")
    #expect(page.text.contains("http://127.0.0.1:\(server.port)/static/catalog/"))
    #expect(!page.text.contains("127.0.0.1:0/"))
  }

  @Test func explicitPublicURLWins() {
    let settings = ServerSettings(publicURL: "https://shop.example")
    #expect(settings.resolvedPublicURL(boundPort: 1234) == "https://shop.example")
  }

  @Test func wildcardHostIsReachedThroughLoopback() {
    let settings = ServerSettings(http: HTTPServerConfiguration(host: "0.0.0.0", port: 0))
    #expect(settings.resolvedPublicURL(boundPort: 8081) == "http://127.0.0.1:8081")
  }
}
