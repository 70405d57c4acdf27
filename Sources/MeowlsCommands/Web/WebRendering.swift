import Dispatch
import MeowlsServer
import MeowlsWeb

/// Answers one HTTP request with a web front's page (the web Store's, the till's web POS): the HTTP layer answers on
/// its worker threads synchronously, the web fronts are async, so the worker waits for its own request only and
/// visitors are served side by side, one per worker.
struct WebRendering: Sendable {
  /// A `WebExecutor` where the platform has task executors (everywhere on Linux).
  private let executor: (any Sendable)?

  init() {
    if #available(macOS 15, iOS 18, *) { executor = WebExecutor() } else { executor = nil }
  }

  /// The page `respond` draws for `request`, or the one `atOnce` answers on the calling worker without a task (a
  /// guest's kept listing: `WebStore.respondAtOnce`).
  func answer(
    _ request: HTTPRequest, atOnce: (WebRequest) -> WebResponse? = { _ in nil },
    with respond: @escaping @Sendable (WebRequest) async -> WebResponse
  ) -> HTTPResponse {
    var headers: [String: String] = [:]
    for field in request.headers { headers[field.name.lowercased()] = field.value }
    let webRequest = WebRequest(
      method: request.method, path: request.pathSegments,
      query: FormData(request.query.items.map { ($0.name, $0.value) }), headers: headers, body: request.body,
      clientAddress: request.clientAddress)
    if let filled = atOnce(webRequest) { return WebBridge.http(filled) }
    let answer = Answer()
    let done = DispatchSemaphore(value: 0)
    let work: @Sendable () async -> Void = {
      answer.response = await respond(webRequest)
      done.signal()
    }
    if #available(macOS 15, iOS 18, *), let executor = executor as? WebExecutor {
      Task(executorPreference: executor) { await work() }
    } else {
      Task { await work() }
    }
    done.wait()
    return WebBridge.http(answer.response ?? WebResponse(status: 500))
  }
}

/// A web front's answer, handed from its task to the waiting worker.
private final class Answer: @unchecked Sendable {
  // NB: `@unchecked`: written once by the task before it signals, read by the worker only after the signal.
  var response: WebResponse?
}
