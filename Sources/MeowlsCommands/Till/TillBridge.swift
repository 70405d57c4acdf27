import MeowlsServer
import MeowlsTill
import MeowlsWeb

/// The responder `meowls till` runs: every path goes to the till's web POS (the till has no API of its own; its Kit
/// talks to the central server), drawn as `WebRendering` says.
struct TillBridge: HTTPResponder {
  private let rendering = WebRendering()
  let till: Till

  func respond(to request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    if let rejection = context.rejection { return WebBridge.http(WebResponse(status: rejection.status.code)) }
    let till = till
    return rendering.answer(request) { await till.respond(to: $0) }
  }
}
