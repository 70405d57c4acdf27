/// The method, path template and inputs of a route, found by running its builder from `APIRoute.table` the way
/// `APIRoute.match` does: the document describes what the router accepts, not a second copy of it.
struct RouteShape {
  /// The method.
  var method: HTTPMethod
  /// The path with its parameters as `{name}`: `/api/v1/products/{product_id}`.
  var path: String
  /// The names of the path's parameters, in order.
  var pathParameters: [String]
  /// What the builder read: query parameters, the body's type.
  var input: RouteInputRecord
}

enum RouteProbe {
  /// Why a route could not be described.
  enum Failure: Error, Equatable {
    /// The route's own request does not match back to the route's case.
    case requestDoesNotMatch(String)
  }

  /// Texts that any parameter segment takes (an id, a number, a malformed value); a fixed segment takes none.
  static let probes = ["0F3C2B8A-6E1D-4C5B-9A7E-2D4F6B8C0E1A", "12345", "probe"]

  /// The shape of `route`'s case.
  static func shape(of route: APIRoute) throws -> RouteShape {
    let request = route.request
    let segments = PercentEncoding.segments(of: request.path)
    let input = RouteInputRecord()
    guard matches(route.name, request.method, segments, request, input) else {
      throw Failure.requestDoesNotMatch(route.name)
    }
    // NB: without the example's query too, so builders that stop at the first parameter present read them all.
    let bare = RouteInputRecord()
    _ = matches(
      route.name, request.method, segments, RouteRequest(body: request.body, method: request.method, path: ""), bare)
    input.merge(bare)
    var template: [String] = []
    var names: [String] = []
    for index in segments.indices {
      guard let suffix = parameterSuffix(at: index, of: segments, route: route.name, request: request) else {
        template.append(segments[index])
        continue
      }
      let name = parameterName(after: template.last, taken: names)
      names.append(name)
      template.append("{\(name)}" + suffix)
    }
    return RouteShape(
      method: request.method, path: "/" + template.joined(separator: "/"), pathParameters: names, input: input)
  }

  /// Whether the segments, with the request's query and body, build a route of case `name`.
  private static func matches(
    _ name: String, _ method: HTTPMethod, _ segments: [String], _ request: RouteRequest, _ record: RouteInputRecord?
  ) -> Bool {
    guard let build = APIRoute.table(for: segments)[method] else { return false }
    let route = try? build(RouteInput(body: request.body, query: request.query, record: record))
    return route?.name == name
  }

  /// "" when segment `index` is a parameter, its extension (`.html`) when it is a parameter followed by one, nil
  /// when it is fixed.
  private static func parameterSuffix(at index: Int, of segments: [String], route name: String, request: RouteRequest)
    -> String?
  {
    var suffixes = [""]
    if let dot = segments[index].lastIndex(of: ".") { suffixes.append(String(segments[index][dot...])) }
    for suffix in suffixes {
      for probe in probes {
        var probed = segments
        probed[index] = probe + suffix
        if matches(name, request.method, probed, request, nil) { return suffix }
      }
    }
    return nil
  }

  /// `product_id` after `products`, `city_id` after `cities`; numbered when a path holds two of a kind.
  private static func parameterName(after previous: String?, taken: [String]) -> String {
    var base = previous ?? "parameter"
    if base.hasPrefix("{") { base = "parameter" }
    if base.hasSuffix("ies") {
      base = String(base.dropLast(3)) + "y"
    } else if base.hasSuffix("s") {
      base = String(base.dropLast())
    }
    var name = base + "_id"
    var number = 2
    while taken.contains(name) {
      name = base + "_id\(number)"
      number += 1
    }
    return name
  }
}
