import MeowlsServer
import MeowlsWeb

/// The responder `meowls serve` runs: `/api/…`, `/static/…` and `/health-check` go to the API as before, `/pos/…`
/// to the web POS, every other path to the web Store, drawn as `WebRendering` says.
struct WebBridge: HTTPResponder {
  let admin: WebAdmin
  let api: any HTTPResponder
  let pos: WebPOS
  private let rendering = WebRendering()
  let web: WebStore

  init(api: any HTTPResponder, web: WebStore, pos: WebPOS, admin: WebAdmin) {
    self.admin = admin
    self.api = api
    self.web = web
    self.pos = pos
  }

  func respond(to request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    let path = request.pathSegments
    let toPOS = pos.serves(path: path)
    let toAdmin = admin.serves(path: path)
    guard context.rejection == nil, toPOS || toAdmin || WebStore.serves(path: path) else {
      return api.respond(to: request, context: context)
    }
    let (web, pos, admin) = (web, pos, admin)
    return rendering.answer(request, atOnce: { toPOS || toAdmin ? nil : web.respondAtOnce(to: $0) }) {
      if toAdmin { return await admin.respond(to: $0) }
      return toPOS ? await pos.respond(to: $0) : await web.respond(to: $0)
    }
  }

  static func http(_ response: WebResponse) -> HTTPResponse {
    var headers = HTTPHeaders()
    for header in response.headers { headers.add(header.name, header.value) }
    let status = HTTPStatus(code: response.status, reasonPhrase: reason(response.status))
    return HTTPResponse(status: status, headers: headers, body: response.body)
  }

  private static func reason(_ code: Int) -> String {
    switch code {
    case 200: "OK"
    case 303: "See Other"
    case 304: "Not Modified"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 422: "Unprocessable Content"
    case 503: "Service Unavailable"
    default: code < 400 ? "OK" : "Error"
    }
  }
}
