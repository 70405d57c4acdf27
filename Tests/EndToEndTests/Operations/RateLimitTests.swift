import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// Per-client rate limits on the public API (`meowls serve --rate-limit`, `--rate-burst`): past its budget an
/// address gets 429 `tooManyRequests` with `Retry-After`, before any route runs.
///
/// NB: the test server's monotonic clock stands still, so no token comes back during a test; the refill is
/// `ClientRateLimiterTests`' business.
@Suite struct RateLimitTests {
  func server(perSecond: Int = 1, burst: Int = 3, exemptsLoopback: Bool = false) throws -> TestServer {
    try TestServer {
      $0.rateLimit = RateLimitSettings(
        requestsPerSecond: perSecond, burst: burst, exemptsLoopback: exemptsLoopback)
    }
  }

  @Test func anAddressPastItsBurstIsToldToWait() throws {
    let server = try server()
    let statuses = try (0..<3).map { _ in try server.request("GET", "/api/v1/cities").status }
    let refused = try server.request("GET", "/api/v1/cities")
    #expect(statuses == [200, 200, 200])
    #expect(refused.status == 429)
    #expect(refused.header("Retry-After") == "1")
    #expect(refused.text.contains(#""code":"tooManyRequests""#))
  }

  @Test func aRefusedRequestNeverReachesItsRoute() throws {
    let server = try server(burst: 1)
    _ = try server.request("GET", "/api/v1/cities")
    let refused = try server.login("79130000000", "wrong-password")
    #expect(refused.status == 429)
    #expect(try server.rows("SELECT COUNT(*) FROM login_attempts") == ["0"])
  }

  @Test func pathsOutsideTheAPIAreNotCounted() throws {
    let server = try server(burst: 1)
    let statuses = try (0..<5).map { _ in try server.request("GET", "/health-check").status }
    #expect(statuses.allSatisfy { $0 == 200 })
    #expect(try server.request("GET", "/api/v1/cities").status == 200)
  }

  @Test func loopbackIsNotLimitedByDefault() throws {
    let server = try server(burst: 1, exemptsLoopback: true)
    let statuses = try (0..<5).map { _ in try server.request("GET", "/api/v1/cities").status }
    #expect(statuses.allSatisfy { $0 == 200 })
  }

  @Test func zeroTurnsTheLimitOff() throws {
    let server = try server(perSecond: 0, burst: 1)
    let statuses = try (0..<5).map { _ in try server.request("GET", "/api/v1/cities").status }
    #expect(statuses.allSatisfy { $0 == 200 })
  }
}
