import Dispatch
import MeowlsServer
import MeowlsWeb

/// The responder `meowls serve` runs: `/api/…`, `/static/…` and `/health-check` go to the API as before, `/pos/…`
/// to the web POS, every other path to the web Store. The HTTP layer answers on its worker threads synchronously, the web Store is async:
/// the worker waits for its own request only, so visitors are served side by side, one per worker.
struct WebBridge: HTTPResponder {
  let api: any HTTPResponder
  /// A `WebExecutor` where the platform has task executors (everywhere on Linux).
  private let executor: (any Sendable)?
  let web: WebStore
  let pos: WebPOS

  init(api: any HTTPResponder, web: WebStore, pos: WebPOS) {
    self.api = api
    self.web = web
    self.pos = pos
    if #available(macOS 15, iOS 18, *) { executor = WebExecutor() } else { executor = nil }
  }

  func respond(to request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    let path = request.pathSegments
    let toPOS = pos.serves(path: path)
    guard context.rejection == nil, toPOS || WebStore.serves(path: path) else {
      return api.respond(to: request, context: context)
    }
    var headers: [String: String] = [:]
    for field in request.headers { headers[field.name.lowercased()] = field.value }
    let webRequest = WebRequest(
      method: request.method, path: path, query: FormData(request.query.items.map { ($0.name, $0.value) }),
      headers: headers, body: request.body, clientAddress: request.clientAddress)
    let answer = Answer()
    let done = DispatchSemaphore(value: 0)
    let web = web
    let pos = pos
    let work: @Sendable () async -> Void = {
      answer.response = toPOS ? await pos.respond(to: webRequest) : await web.respond(to: webRequest)
      done.signal()
    }
    if #available(macOS 15, iOS 18, *), let executor = executor as? WebExecutor {
      Task(executorPreference: executor) { await work() }
    } else {
      Task { await work() }
    }
    done.wait()
    return Self.http(answer.response ?? WebResponse(status: 500))
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

/// The web Store's answer, handed from its task to the waiting worker.
private final class Answer: @unchecked Sendable {
  // NB: `@unchecked`: written once by the task before it signals, read by the worker only after the signal.
  var response: WebResponse?
}
