import MeowlsAPI

/// A request as the HTTP layer hands it to the application: nothing in it is parsed beyond HTTP itself.
public struct HTTPRequest: Sendable {
  /// The request method as sent (`GET`, `POST`, …).
  public var method: String
  /// The path, still percent-encoded, without the query string.
  public var path: String
  public var query: QueryParameters
  public var headers: HTTPHeaders
  public var body: [UInt8]
  /// The peer's IP address as text ("127.0.0.1", "::1"); empty when unknown.
  public var clientAddress: String

  public init(
    method: String, path: String, query: QueryParameters = QueryParameters(), headers: HTTPHeaders = HTTPHeaders(),
    body: [UInt8] = [], clientAddress: String = ""
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
    self.clientAddress = clientAddress
  }

  /// Splits a raw request target (`/a/b?x=1`) into path and parsed query.
  public init(
    method: String, target: String, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = [], clientAddress: String = ""
  ) {
    let (path, query) = HTTPRequest.split(target: target)
    self.init(
      method: method, path: path, query: QueryParameters(parsing: query), headers: headers, body: body,
      clientAddress: clientAddress)
  }

  static func split(target: String) -> (path: String, query: Substring) {
    // NB: on the UTF-8 view: Character-based search showed up in the profile of every request.
    guard let mark = target.utf8.firstIndex(of: UInt8(ascii: "?")) else { return (target, "") }
    return (String(target[..<mark]), target[target.utf8.index(after: mark)...])
  }

  /// The path split on `/`, empty segments dropped, each segment percent-decoded, except one that escapes an
  /// unreserved character (`%63atalog`), which is kept as sent so that it never equals a name (as `APIRoute` does).
  public var pathSegments: [String] {
    path.split(separator: "/", omittingEmptySubsequences: true).map {
      PercentDecoding.decode($0, refusingUnreserved: true) ?? String($0)
    }
  }
}
