/// Refuses a client address's API requests past its budget (`ClientRateLimiter`) with 429 `tooManyRequests` and
/// `Retry-After`, before any route runs.
///
/// NB: only `/api/` paths count. The web fronts call the API in process, behind this middleware, so a page's own API
/// calls are not counted against the shopper twice, and pictures and assets a page pulls in are never refused.
struct RateLimitMiddleware: HTTPResponder {
  let limiter: ClientRateLimiter
  let clock: Clock
  let errors: ErrorRendering
  let next: any HTTPResponder

  func respond(to request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    if request.path.hasPrefix("/api/"),
      let wait = limiter.admit(request.clientAddress, at: clock.monotonicNanoseconds())
    {
      var refusal = errors.response(
        for: ServerError.tooManyRequests(retryAfter: wait), request: request, context: context)
      refusal.route = "rateLimited"
      return refusal
    }
    return next.respond(to: request, context: context)
  }
}
