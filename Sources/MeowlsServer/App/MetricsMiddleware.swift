import Foundation

/// Counts every answered request into `ServerMetrics` by route and status, and answers `GET /metrics` (Prometheus
/// text) to a caller that sends the metrics token as `Authorization: Bearer …`.
///
/// NB: without a token configured `/metrics` does not exist (404, as any unknown path): the numbers tell an outsider
/// the shop's traffic, so they are never public by default.
struct MetricsMiddleware: HTTPResponder {
  let metrics: ServerMetrics
  let token: String?
  let clock: Clock
  /// The gauges read at each scrape (database pool, caches, jobs, throttles), as Prometheus lines.
  let gauges: @Sendable () -> [String]
  let errors: ErrorRendering
  let next: any HTTPResponder

  static let contentType = "text/plain; version=0.0.4; charset=utf-8"

  func respond(to request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    if request.path == "/metrics", let token { return scrape(request, token: token, context: context) }
    let started = clock.monotonicNanoseconds()
    let response = next.respond(to: request, context: context)
    let micros = (clock.monotonicNanoseconds() &- started) / 1_000
    let route = response.route ?? (request.path.hasPrefix("/api/") ? "unmatched" : "web")
    metrics.record(route: route, status: response.status.code, micros: micros)
    return response
  }

  private func scrape(_ request: HTTPRequest, token: String, context: RequestContext) -> HTTPResponse {
    guard request.method == "GET" || request.method == "HEAD" else {
      let refusal = HTTPAbort(.methodNotAllowed, headers: HTTPHeaders([("Allow", "GET, HEAD")]))
      return errors.response(for: refusal, request: request, context: context)
    }
    guard let sent = request.headers["Authorization"], Self.constantTimeEqual(sent, "Bearer " + token) else {
      let refusal = HTTPAbort(
        .unauthorized, reason: "The metrics token is required (Authorization: Bearer …).",
        headers: HTTPHeaders([("WWW-Authenticate", "Bearer")]))
      return errors.response(for: refusal, request: request, context: context)
    }
    let text = (metrics.requestLines() + gauges()).joined(separator: "\n") + "\n"
    return HTTPResponse(
      status: .ok, headers: HTTPHeaders([("Content-Type", Self.contentType), ("Cache-Control", "no-store")]),
      body: Array(text.utf8))
  }

  /// Compares without stopping at the first difference, so the answer's time tells nothing of the token.
  static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
    let (x, y) = (Array(a.utf8), Array(b.utf8))
    var difference = UInt8(x.count == y.count ? 0 : 1)
    for index in 0..<max(x.count, y.count) {
      difference |= (index < x.count ? x[index] : 0) ^ (index < y.count ? y[index] : 0)
    }
    return difference == 0
  }
}
