import Foundation

@testable import MeowlsAPI
@testable import MeowlsServer

/// What the HTTP and body targets share: an input read as a request (`METHOD target`, a line break, the body), sent
/// through the server's own routing (`HTTPRequest(target:)`, `QueryParameters`, `RouteMatching`, `APIRoute.match`),
/// and the invariants every answer must keep.
public enum RouteFuzzing {
  /// The request of an input: the first line is `METHOD target` (a missing method is `GET`), the rest is the body.
  public static func request(_ bytes: [UInt8]) -> (method: String, target: String, body: [UInt8]) {
    let lineEnd = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
    let line = String(decoding: bytes[..<lineEnd], as: UTF8.self)
    let body = lineEnd < bytes.endIndex ? Array(bytes[(lineEnd + 1)...]) : []
    let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2 else { return ("GET", line, body) }
    return (String(parts[0]), String(parts[1]), body)
  }

  /// Routes the request as the server does and checks the outcome:
  /// - a request the server refuses before routing (a target over its limits) is left alone;
  /// - routing ends in a route, a 400 (`RouteMatchError`), or a 404, 405 or 415: nothing else, never a trap;
  /// - a route, sent again as a client sends it (`APIRoute.request`: its target percent-encoded, its body encoded),
  ///   is routed to the same route.
  public static func check(method: String, target: String, body: [UInt8]) {
    guard RequestHeadLimits().refusal(forTarget: target) == nil else { return }
    let request = HTTPRequest(method: method, target: target, headers: jsonHeaders, body: body)
    guard let route = outcome(of: request) else { return }
    let sent = route.request
    let again = HTTPRequest(
      method: sent.method.rawValue, target: sent.target, headers: jsonHeaders, body: sent.body.map(Array.init) ?? [])
    let routedAgain = outcome(of: again)
    FuzzDriver.expect(
      routedAgain == route,
      "\(method) \(target) is \(route), but the client's form of it (\(sent.method) \(sent.target), body "
        + "\(sent.body.map { String(decoding: $0, as: UTF8.self) } ?? "none")) is \(String(describing: routedAgain))")
  }

  /// The route, or nil for a refusal the contract allows; any other outcome stops the run.
  private static func outcome(of request: HTTPRequest) -> APIRoute? {
    do {
      return try RouteMatching.route(for: request)
    } catch let abort as HTTPAbort {
      FuzzDriver.expect(
        allowedRefusals.contains(abort.status.code), "\(request.method) \(request.path) answered \(abort.status)")
    } catch is RouteMatchError {
      // A 400 naming the parameter or the body's problem.
    } catch {
      FuzzDriver.expect(false, "\(request.method) \(request.path) threw \(error)")
    }
    return nil
  }

  /// 404 (no route has the path), 405 (another method has), 415 (a body that is not JSON).
  private static let allowedRefusals: Set<Int> = [404, 405, 415]

  private static let jsonHeaders = HTTPHeaders([("Content-Type", "application/json")])
}
