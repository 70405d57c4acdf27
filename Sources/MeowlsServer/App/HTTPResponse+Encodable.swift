/// JSON answers built from wire models.
extension HTTPResponse {
  /// Encodes `value` with the server's one-pass encoder (key order as declared, nils omitted).
  public static func json<T: Encodable>(_ value: T, status: HTTPStatus = .ok) throws -> HTTPResponse {
    .json(try JSONBodyEncoder().encode(value), status: status)
  }

  /// The contract's empty success: 200 `{}`.
  public static let emptyObject = HTTPResponse.json(Array("{}".utf8))
}
