import MeowlsAPI

/// An error the server raises on purpose: it knows its HTTP status and the contract's error body.
/// Feature errors are enums that conform; `ErrorRendering` is the one place that turns any error into a response.
public protocol ResponseError: Error {
  var status: HTTPStatus { get }
  var body: ErrorResponse { get }
  /// Extra headers (`Retry-After`, `Allow`); none by default.
  var headers: HTTPHeaders { get }
}

extension ResponseError {
  public var headers: HTTPHeaders { HTTPHeaders() }
}

/// The generic server failures that are not a feature's business.
public enum ServerError: ResponseError, Equatable {
  /// Storage is unreachable or overloaded.
  case serviceUnavailable
  /// The client address sent more API requests than its rate limit; it may send again in `retryAfter` seconds.
  case tooManyRequests(retryAfter: Int)

  public var status: HTTPStatus {
    switch self {
    case .serviceUnavailable: .serviceUnavailable
    case .tooManyRequests: .tooManyRequests
    }
  }

  public var body: ErrorResponse {
    switch self {
    case .serviceUnavailable:
      ErrorResponse(code: .serviceUnavailable, reason: "Service is temporarily unavailable. Please try again later.")
    case .tooManyRequests(let seconds):
      ErrorResponse(code: .tooManyRequests, reason: "Too many requests. Please try again in \(seconds) s.")
    }
  }

  public var headers: HTTPHeaders {
    switch self {
    case .serviceUnavailable: HTTPHeaders()
    case .tooManyRequests(let seconds): HTTPHeaders([("Retry-After", String(seconds))])
    }
  }
}
