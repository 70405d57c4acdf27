import Dispatch
import Foundation
import MeowlsKit
import MeowlsServer

/// The kit's transport in production: each request is handed straight to the server's responder, as the journey
/// tests run the kit against the real routes, but without the socket, the HTTP parser and a second worker thread.
enum InProcessTransport {
  static func make(_ api: any HTTPResponder, clientAddress: String) -> HTTPTransport {
    HTTPTransport { request in
      let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
      var target = components?.percentEncodedPath ?? request.url.path
      if let query = components?.percentEncodedQuery { target += "?" + query }
      var headers = HTTPHeaders()
      for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) { headers.add(name, value) }
      // NB: the server throttles logins per address; the visitor's address, not the web Store's, is the one to count.
      let httpRequest = HTTPRequest(
        method: request.method.rawValue, target: target, headers: headers, body: Array(request.body ?? Data()),
        clientAddress: clientAddress)
      try Task.checkCancellation()
      let context = RequestContext(requestID: request.headers["X-Request-Id"] ?? "")
      // NB: the responder blocks on the database; it runs on a Dispatch thread so that the task pool's few threads
      // (one per core) stay free to render other visitors' pages while this one waits.
      let response = await withCheckedContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(returning: api.respond(to: httpRequest, context: context)) }
      }
      var fields: [String: String] = [:]
      for field in response.headers { fields[field.name] = field.value }
      return TransportResponse(body: Data(response.body), headers: fields, status: response.status.code)
    }
  }
}
