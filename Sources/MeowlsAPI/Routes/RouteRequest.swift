import Foundation

/// The transport-level facts routing looks at: method, raw path, decoded query and body.
///
/// Header-carried values (`Authorization`, `X-City-Id`, `Idempotency-Key`) are not part of a route.
public struct RouteRequest: Hashable, Sendable {
  /// The JSON body, if any.
  public var body: Data?
  /// The method.
  public var method: HTTPMethod
  /// The raw path, still percent-encoded, without the query, e.g. `/api/v1/products/D7D1492D-…`.
  public var path: String
  /// The decoded query parameters, in order.
  public var query: [QueryItem]

  /// A request.
  public init(body: Data? = nil, method: HTTPMethod, path: String, query: [QueryItem] = []) {
    self.body = body
    self.method = method
    self.path = path
    self.query = query
  }

  /// The path plus the query, percent-encoded for a URL: `/api/v1/products?category_id=…&filters[brand]=A`.
  ///
  /// Values are encoded strictly (`,` `|` `&` `+` `=` and spaces included), so each value survives the
  /// server's split-then-decode parsing unchanged.
  public var target: String {
    guard !query.isEmpty else { return path }
    let pairs = query.map { item in
      let name = item.name.addingPercentEncoding(withAllowedCharacters: PercentEncoding.queryName) ?? item.name
      let value = item.value.addingPercentEncoding(withAllowedCharacters: PercentEncoding.unreserved) ?? item.value
      return "\(name)=\(value)"
    }
    return path + "?" + pairs.joined(separator: "&")
  }
}
