/// A request as a route's handler sees it: the caller its access resolved, and the headers the contract gives a
/// meaning to. Handlers never read the raw `HTTPRequest`.
struct RouteContext: Sendable {
  /// `Accept-Language`, unparsed until a handler asks for `language`.
  var acceptLanguage: String?
  var caller: Caller
  /// `X-City-Id` as sent (the checkout answers a missing or malformed one itself).
  var cityHeader: String?
  /// `Idempotency-Key` as sent (a purchase checks it).
  var idempotencyKey: String?

  init(
    acceptLanguage: String? = nil, caller: Caller, cityHeader: String? = nil, idempotencyKey: String? = nil
  ) {
    self.acceptLanguage = acceptLanguage
    self.caller = caller
    self.cityHeader = cityHeader
    self.idempotencyKey = idempotencyKey
  }

  /// The context of `request`, for `caller`.
  init(_ request: HTTPRequest, caller: Caller) {
    self.init(
      acceptLanguage: request.headers["Accept-Language"], caller: caller, cityHeader: request.headers["X-City-Id"],
      idempotencyKey: request.headers["Idempotency-Key"])
  }

  /// The language names are answered in.
  var language: Language { Language(acceptLanguage: acceptLanguage) }
}
