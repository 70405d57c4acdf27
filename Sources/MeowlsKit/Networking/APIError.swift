import MeowlsAPI

/// Every way a request of the kit can fail; a view model turns it into text with `Localizer.message(for:)`.
public enum APIError: Error, Hashable, Sendable {
  /// A protected route was called without a session; nothing was sent.
  case notSignedIn
  /// The session ended because the server refused to renew it: the user has to log in again.
  case reauthorizationRequired
  /// The server answered with the contract's error body (`{reason, code, failures?}`).
  case server(status: Int, ErrorResponse)
  /// The device could not store what the answer gave (the secure store failed), described.
  case storage(String)
  /// No answer came: offline, timed out, connection lost.
  case transport(TransportError)
  /// An answer that is neither the expected value nor the error body.
  case undecodable(status: Int, description: String)

  /// The contract's error code, when the server sent one.
  public var code: ErrorCode? {
    guard case .server(_, let response) = self else { return nil }
    return response.code
  }

  /// The HTTP status, when an answer came.
  public var status: Int? {
    switch self {
    case .server(let status, _), .undecodable(let status, _): status
    case .notSignedIn, .reauthorizationRequired, .storage, .transport: nil
    }
  }
}
