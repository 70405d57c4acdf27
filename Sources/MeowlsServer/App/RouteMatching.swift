import Foundation
import MeowlsAPI

/// The HTTP side of routing: 404 for unknown paths, 405 with `Allow` for a known path and another method,
/// 415 for a body that is not JSON (but a file upload's), then `APIRoute.match` for the typed route (400 when its query
/// or body is bad).
enum RouteMatching {
  static func route(for request: HTTPRequest) throws -> APIRoute {
    // NB: a GET that matches needs none of the checks below (they only explain a failure), and working out the
    // allowed methods first doubled the cost of routing the busiest requests.
    if request.method == "GET",
      let route = try APIRoute.match(RouteRequest(method: .GET, path: request.path, query: queryItems(request)))
    {
      return route
    }
    let allowed = APIRoute.allowedMethods(forPath: request.path)
    guard !allowed.isEmpty else { throw HTTPAbort(.notFound) }
    let method = HTTPMethod(rawValue: request.method)
    let effective = method == .HEAD ? .GET : method
    guard let method, let effective, allowed.contains(effective) else {
      throw HTTPAbort(.methodNotAllowed, headers: HTTPHeaders([("Allow", allowHeader(allowed))]))
    }
    let carriesBody = method == .POST || method == .PUT || method == .PATCH
    // NB: the uploads' bodies are files (XML, CSV, ZIP, pictures) of any content type, as browsers and curl send
    // them; asked only of a body not labelled JSON.
    if carriesBody, !request.body.isEmpty, !isJSON(request.headers["Content-Type"]),
      !APIRoute.takesFileBody(effective, path: request.path)
    {
      throw HTTPAbort(.unsupportedMediaType)
    }
    let routeRequest = RouteRequest(
      body: carriesBody && !request.body.isEmpty ? Data(request.body) : nil, method: effective, path: request.path,
      query: queryItems(request))
    guard let route = try APIRoute.match(routeRequest) else { throw HTTPAbort(.notFound) }
    return route
  }

  private static func queryItems(_ request: HTTPRequest) -> [QueryItem] {
    request.query.items.map { QueryItem(name: $0.name, value: $0.value) }
  }

  static func allowHeader(_ methods: [HTTPMethod]) -> String {
    var names = methods.map(\.rawValue)
    if methods.contains(.GET), !methods.contains(.HEAD) { names.append(HTTPMethod.HEAD.rawValue) }
    return names.sorted().joined(separator: ", ")
  }

  /// `application/json`, with any parameters (`; charset=utf-8`), in any case.
  static func isJSON(_ contentType: String?) -> Bool {
    guard let contentType else { return false }
    let mediaType = contentType.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
    return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
  }
}
