import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// `GET /metrics` (`meowls serve --metrics-token`): Prometheus text for a caller with the token, nothing for others.
@Suite struct MetricsEndpointTests {
  static let token = "metrics-token-of-the-test-1234567890"
  static let bearer = [("Authorization", "Bearer \(token)")]

  func server(token: String? = MetricsEndpointTests.token) throws -> TestServer {
    try TestServer { $0.metricsToken = token }
  }

  @Test func withoutATokenConfiguredThereIsNoMetricsPage() throws {
    let response = try server(token: nil).request("GET", "/metrics", headers: Self.bearer)
    #expect(response.status == 404)
    #expect(response.text.contains(#""code":"abortError""#))
  }

  @Test func aCallerWithoutTheTokenIsRefusedWithAJSONError() throws {
    let server = try server()
    let missing = try server.request("GET", "/metrics")
    let wrong = try server.request("GET", "/metrics", headers: [("Authorization", "Bearer not-the-token-at-all-123")])
    #expect(missing.status == 401)
    #expect(wrong.status == 401)
    #expect(wrong.text.contains(#""code":"abortError""#))
    #expect(wrong.header("WWW-Authenticate") == "Bearer")
  }

  @Test func anotherMethodThanGetIsRefused() throws {
    let response = try server().request("POST", "/metrics", headers: Self.bearer)
    #expect(response.status == 405)
    #expect(response.header("Allow") == "GET, HEAD")
  }

  @Test func requestsAreCountedByRouteAndStatus() throws {
    let server = try server()
    _ = try server.request("GET", "/api/v1/cities")
    _ = try server.request("GET", "/api/v1/cities")
    _ = try server.request("GET", "/api/v1/no-such-route")
    let text = try server.request("GET", "/metrics", headers: Self.bearer).text
    #expect(text.contains(#"meowls_http_requests_total{route="geography.cities",status="200"} 2"#))
    #expect(text.contains(#"meowls_http_requests_total{route="unmatched",status="404"} 1"#))
  }

  @Test func eachRouteHasALatencyHistogram() throws {
    let server = try server()
    _ = try server.request("GET", "/api/v1/cities")
    let text = try server.request("GET", "/metrics", headers: Self.bearer).text
    #expect(text.contains("# TYPE meowls_http_request_duration_seconds histogram"))
    #expect(text.contains(#"meowls_http_request_duration_seconds_bucket{route="geography.cities",le="0.0001"} 1"#))
    #expect(text.contains(#"meowls_http_request_duration_seconds_bucket{route="geography.cities",le="+Inf"} 1"#))
    #expect(text.contains(#"meowls_http_request_duration_seconds_count{route="geography.cities"} 1"#))
  }

  @Test func theGaugesOfThePoolCachesJobsAndThrottlesAreThere() throws {
    let server = try server()
    let response = try server.request("GET", "/metrics", headers: Self.bearer)
    #expect(response.header("Content-Type") == "text/plain; version=0.0.4; charset=utf-8")
    for name in [
      "meowls_db_pool_waits_total", "meowls_catalog_page_cache_hits_total", "meowls_catalog_list_forms_kept",
      "meowls_jobs_queued", "meowls_jobs_due", "meowls_login_failures_remembered", "meowls_rate_limited_clients",
    ] {
      #expect(response.text.contains("\n\(name) "), "\(name)")
    }
  }

  @Test func aFailedLoginIsRememberedInTheGauge() throws {
    let server = try server()
    _ = try server.login("79130000000", "wrong-password")
    let text = try server.request("GET", "/metrics", headers: Self.bearer).text
    #expect(text.contains("\nmeowls_login_failures_remembered 1\n"))
  }
}
