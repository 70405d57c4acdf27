/// Facts about one request that the HTTP layer and middleware establish before the application sees it.
public struct RequestContext: Sendable {
  /// Echoed from the client's `X-Request-Id` or generated.
  public var requestID: String
  /// Set when the HTTP layer refused the request before the application could read it (e.g. a body over the limit).
  public var rejection: HTTPAbort?

  public init(requestID: String = "", rejection: HTTPAbort? = nil) {
    self.requestID = requestID
    self.rejection = rejection
  }
}

/// Anything that turns a request into a response: the application, or a middleware wrapping another responder.
public protocol HTTPResponder: Sendable {
  func respond(to request: HTTPRequest, context: RequestContext) -> HTTPResponse
}

/// A failure of the HTTP exchange itself (unknown route, wrong method, body too large, wrong media type, bad body).
/// The application renders it in the contract's error envelope.
public struct HTTPAbort: Error, Equatable, Sendable {
  public var status: HTTPStatus
  public var reason: String
  /// Extra headers the answer must carry (`Allow` on a 405).
  public var headers: HTTPHeaders

  public init(_ status: HTTPStatus, reason: String? = nil, headers: HTTPHeaders = HTTPHeaders()) {
    self.status = status
    self.reason = reason ?? status.reasonPhrase
    self.headers = headers
  }
}
