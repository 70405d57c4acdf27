import MeowlsAPI

/// The answers of `Idempotency-Key` misuse on a purchase (`decisions.md`).
enum IdempotencyError: ResponseError, Equatable {
  /// The header is empty or longer than 255 characters (400).
  case invalidKey
  /// The key was used with another body (422).
  case keyReused
  /// The first request with this key is still running (409).
  case requestInProgress

  var status: HTTPStatus {
    switch self {
    case .invalidKey: .badRequest
    case .keyReused: .unprocessableEntity
    case .requestInProgress: .conflict
    }
  }

  var body: ErrorResponse {
    switch self {
    case .invalidKey:
      ErrorResponse(code: .invalidIdempotencyKey, reason: "The Idempotency-Key header must have 1 to 255 characters.")
    case .keyReused:
      ErrorResponse(
        code: .idempotencyKeyReused, reason: "This Idempotency-Key was already used with a different request.")
    case .requestInProgress:
      ErrorResponse(
        code: .requestInProgress, reason: "A request with this Idempotency-Key is still in progress. Retry later.")
    }
  }
}
