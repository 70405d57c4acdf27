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

  public var status: HTTPStatus {
    switch self {
    case .serviceUnavailable: .serviceUnavailable
    }
  }

  public var body: ErrorResponse {
    switch self {
    case .serviceUnavailable:
      ErrorResponse(code: .serviceUnavailable, reason: "Service is temporarily unavailable. Please try again later.")
    }
  }
}
