/// The one error body of the API: `{"reason": …, "code": …, "failures": [...]?}` (also the 208 favourites warning).
public struct ErrorResponse: Codable, Hashable, Sendable, Error {
  /// What went wrong, machine-readable.
  public var code: ErrorCode
  /// Per-field details; omitted when there are none.
  public var failures: [ErrorFailure]?
  /// Human-readable text (English, or Russian where the server localises).
  public var reason: String

  /// An error body.
  public init(code: ErrorCode, failures: [ErrorFailure]? = nil, reason: String) {
    self.code = code
    self.failures = failures
    self.reason = reason
  }

  enum CodingKeys: String, CodingKey {
    case code
    case failures
    case reason
  }
}
