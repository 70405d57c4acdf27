/// A response as the application returns it to the HTTP layer.
public struct HTTPResponse: Sendable {
  public var status: HTTPStatus
  public var headers: HTTPHeaders
  public var body: [UInt8]
  /// The name of the route that answered (`catalog.products`), for metrics; never sent.
  public var route: String?

  public init(status: HTTPStatus, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  public static let jsonContentType = "application/json; charset=utf-8"

  /// A JSON response from bytes that are already encoded.
  public static func json(_ body: [UInt8], status: HTTPStatus = .ok) -> HTTPResponse {
    HTTPResponse(status: status, headers: HTTPHeaders([("Content-Type", jsonContentType)]), body: body)
  }
}
