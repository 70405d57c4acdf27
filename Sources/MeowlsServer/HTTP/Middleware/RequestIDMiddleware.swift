/// Gives every request an id: the client's `X-Request-Id` when it is sane, a random one otherwise,
/// and echoes it in the response.
public struct RequestIDMiddleware: HTTPResponder {
  public let next: any HTTPResponder
  public let random: RandomSource

  public init(random: RandomSource, next: any HTTPResponder) {
    self.next = next
    self.random = random
  }

  public func respond(to request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    var context = context
    context.requestID = RequestIDMiddleware.acceptable(request.headers["X-Request-Id"]) ?? random.hex(12)
    var response = next.respond(to: request, context: context)
    response.headers.set("X-Request-Id", context.requestID)
    return response
  }

  /// A client id is echoed only when it is 1–128 visible ASCII characters, so it cannot inject header lines.
  static func acceptable(_ id: String?) -> String? {
    guard let id, !id.isEmpty, id.utf8.count <= 128, id.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
      return nil
    }
    return id
  }
}
