import MeowlsAPI

/// Why a return was refused.
public enum ReturnError: ResponseError, Equatable {
  /// The same return id sent again with another body.
  case idempotencyKeyReused
  /// A line the receipt does not have, a quantity of 0 or less, or a line named twice.
  case invalidReturnLine
  /// No receipt number given: a return needs the receipt.
  case receiptRequired
  /// No sale of the caller's shop has this receipt number.
  case receiptNotFound
  /// More than is left of a line (sold less everything returned before), or nothing left at all.
  case returnExceedsSale

  public var status: HTTPStatus {
    switch self {
    case .idempotencyKeyReused: .unprocessableEntity
    case .invalidReturnLine, .receiptRequired: .badRequest
    case .receiptNotFound: .notFound
    case .returnExceedsSale: .conflict
    }
  }

  public var body: ErrorResponse {
    switch self {
    case .idempotencyKeyReused:
      ErrorResponse(code: .idempotencyKeyReused, reason: "This return id was already used for another return.")
    case .invalidReturnLine:
      ErrorResponse(code: .invalidReturnLine, reason: "Name each receipt line once, with a quantity above zero.")
    case .receiptRequired: ErrorResponse(code: .receiptRequired, reason: "A return needs the receipt number.")
    case .receiptNotFound: ErrorResponse(code: .receiptNotFound, reason: "Receipt not found.")
    case .returnExceedsSale:
      ErrorResponse(code: .returnExceedsSale, reason: "That is more than is left to return on this receipt.")
    }
  }
}
