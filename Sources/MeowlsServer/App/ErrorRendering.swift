import MeowlsAPI

/// Turns any error into the contract's error envelope (api.md §2). Client mistakes keep their own status; anything
/// unexpected becomes a 500 `internalApplicationError` whose details go to the log, never to the client.
struct ErrorRendering: Sendable {
  let encoder = JSONBodyEncoder()
  let log: LogSink

  func response(for error: any Error, request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    let (status, body, headers) = describe(error, request: request, context: context)
    var response = HTTPResponse.json(
      (try? encoder.encode(body)) ?? Array(#"{"reason":"","code":""}"#.utf8), status: status)
    for field in headers { response.headers.add(field.name, field.value) }
    return response
  }

  private func describe(
    _ error: any Error, request: HTTPRequest, context: RequestContext
  ) -> (HTTPStatus, ErrorResponse, HTTPHeaders) {
    switch error {
    case let known as any ResponseError:
      return (known.status, known.body, known.headers)
    case let abort as HTTPAbort:
      // NB: the original answers every framework abort on a path with a `login` segment as a login failure (§2.2).
      if request.pathSegments.contains("login") {
        return (abort.status, ErrorResponse(code: .authError, reason: "Invalid phone or password"), abort.headers)
      }
      return (abort.status, ErrorResponse(code: .abortError, reason: abort.reason), abort.headers)
    case let invalid as RouteMatchError:
      return describe(HTTPAbort(.badRequest, reason: invalid.reason), request: request, context: context)
    case DatabaseError.busy, DatabaseError.closed:
      log.write("\(context.requestID) storage unavailable: \(error)")
      return describe(ServerError.serviceUnavailable, request: request, context: context)
    default:
      log.write("\(context.requestID) internal error: \(String(reflecting: error))")
      return (
        .internalServerError, ErrorResponse(code: .internalApplicationError, reason: "Something went wrong."),
        HTTPHeaders()
      )
    }
  }
}
