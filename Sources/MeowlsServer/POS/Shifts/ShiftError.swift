import MeowlsAPI

/// Why a shift request was refused.
public enum ShiftError: ResponseError, Equatable {
  /// No cash movement of the caller's shop has this id (or it is malformed).
  case cashMovementNotFound
  /// Cash out of more than the drawer should hold.
  case cashOutExceedsDrawer
  /// An opening float below 0, a cash movement of 0 or less, or either above `POSAmount.maximum`.
  case invalidAmount
  /// A cash movement's request id sent again with another body.
  case idempotencyKeyReused
  /// A closing count naming a tender twice, or an amount below 0 or above `POSAmount.maximum`.
  case invalidCount
  /// A cash movement without a reason.
  case reasonRequired
  /// The register already has an open shift.
  case shiftAlreadyOpen
  /// No such shift in the caller's shop (or no open shift on the register).
  case shiftNotFound
  /// The shift is closed (or the register has no open shift for a sale or return).
  case shiftNotOpen

  public var status: HTTPStatus {
    switch self {
    case .cashOutExceedsDrawer, .invalidAmount, .invalidCount, .reasonRequired: .badRequest
    case .shiftAlreadyOpen, .shiftNotOpen: .conflict
    case .cashMovementNotFound, .shiftNotFound: .notFound
    case .idempotencyKeyReused: .unprocessableEntity
    }
  }

  public var body: ErrorResponse {
    switch self {
    case .cashMovementNotFound: ErrorResponse(code: .cashMovementNotFound, reason: "Cash movement not found.")
    case .cashOutExceedsDrawer:
      ErrorResponse(code: .cashOutExceedsDrawer, reason: "The drawer does not hold that much cash.")
    case .idempotencyKeyReused:
      ErrorResponse(
        code: .idempotencyKeyReused, reason: "This cash movement id was already used for another movement.")
    case .invalidAmount:
      ErrorResponse(
        code: .invalidAmount,
        reason: "A float may be 0 to \(POSAmount.maximum) RUB; a cash movement above 0 up to that.")
    case .invalidCount:
      ErrorResponse(
        code: .invalidCount,
        reason: "Count each tender at most once, with an amount from 0 to \(POSAmount.maximum) RUB.")
    case .reasonRequired:
      ErrorResponse(
        code: .reasonRequired, failures: [ErrorFailure(failure: "why the cash moves, not blank", field: "reason")],
        reason: "Give a reason for the cash movement.")
    case .shiftAlreadyOpen: ErrorResponse(code: .shiftAlreadyOpen, reason: "The register already has an open shift.")
    case .shiftNotFound: ErrorResponse(code: .shiftNotFound, reason: "Shift not found.")
    case .shiftNotOpen: ErrorResponse(code: .shiftNotOpen, reason: "The register has no open shift.")
    }
  }
}
