import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// One request the kit sent, as the route it matches and the headers that matter to a scenario.
struct Exchange: Equatable, Sendable, CustomStringConvertible {
  var authorization: String?
  var route: APIRoute

  init(_ route: APIRoute, authorization: String? = nil) {
    self.authorization = authorization
    self.route = route
  }

  var description: String { "\(route) [\(authorization ?? "-")]" }
}

/// A transport answered by a test's closure, which sees each request as an `APIRoute` (matched with the same
/// `APIRoute.match` the server uses), and which records every request.
final class ScriptedTransport: Sendable {
  typealias Handler = @Sendable (APIRoute, TransportRequest) async throws -> TransportResponse

  let handler: Handler
  let requests = Recorder<TransportRequest>()

  init(_ handler: @escaping Handler) {
    self.handler = handler
  }

  var transport: HTTPTransport {
    HTTPTransport { [self] request in
      requests.append(request)
      guard let route = Self.route(of: request) else {
        Issue.record("The kit sent a request no route matches: \(request.method) \(request.url)")
        throw TransportError.other("no route")
      }
      return try await handler(route, request)
    }
  }

  /// What was sent, in order.
  var exchanges: [Exchange] {
    requests.values.compactMap { request in
      Self.route(of: request).map { Exchange($0, authorization: request.headers["Authorization"]) }
    }
  }

  static func route(of request: TransportRequest) -> APIRoute? {
    guard let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) else { return nil }
    let query = (components.queryItems ?? []).map { QueryItem(name: $0.name, value: $0.value ?? "") }
    let routeRequest = RouteRequest(
      body: request.body, method: request.method, path: components.percentEncodedPath, query: query)
    return try? APIRoute.match(routeRequest)
  }
}

extension HTTPTransport {
  /// A transport that records an issue for any call: the starting point of every scripted scenario.
  static var failing: HTTPTransport {
    HTTPTransport { request in
      Issue.record("Unexpected request: \(request.method) \(request.url)")
      throw TransportError.other("unexpected request")
    }
  }
}

extension TransportResponse {
  /// A JSON answer.
  static func json(_ value: some Encodable, status: Int = 200) -> TransportResponse {
    let encoder = JSONEncoder.meowls
    encoder.outputFormatting.insert(.sortedKeys)
    return TransportResponse(
      body: (try? encoder.encode(value)) ?? Data(), headers: ["Content-Type": "application/json"], status: status)
  }

  /// The contract's error body.
  static func error(_ status: Int, _ code: ErrorCode, _ reason: String = "reason") -> TransportResponse {
    json(ErrorResponse(code: code, reason: reason), status: status)
  }

  /// `{}`.
  static var empty: TransportResponse { json(EmptyResponse()) }

  /// 401 `Unauthorized`: an expired token.
  static var expired: TransportResponse {
    error(401, .unauthorized, "Access is denied. Please authenticate and try again.")
  }
}
