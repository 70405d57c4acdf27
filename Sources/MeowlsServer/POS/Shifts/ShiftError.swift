import MeowlsAPI

/// Why a shift request was refused.
public enum ShiftError: ResponseError, Equatable {
  /// Cash out of more than the drawer should hold.
  case cashOutExceedsDrawer
  /// A negative opening float, or a cash movement of 0 or less.
  case invalidAmount
  /// A closing count naming a tender twice, or a negative amount.
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
    case .shiftNotFound: .notFound
    }
  }

  public var body: ErrorResponse {
    switch self {
    case .cashOutExceedsDrawer:
      ErrorResponse(code: .cashOutExceedsDrawer, reason: "The drawer does not hold that much cash.")
    case .invalidAmount: ErrorResponse(code: .invalidAmount, reason: "The amount must be positive.")
    case .invalidCount:
      ErrorResponse(code: .invalidCount, reason: "Count each tender at most once, with an amount of 0 or more.")
    case .reasonRequired: ErrorResponse(code: .reasonRequired, reason: "Give a reason for the cash movement.")
    case .shiftAlreadyOpen: ErrorResponse(code: .shiftAlreadyOpen, reason: "The register already has an open shift.")
    case .shiftNotFound: ErrorResponse(code: .shiftNotFound, reason: "Shift not found.")
    case .shiftNotOpen: ErrorResponse(code: .shiftNotOpen, reason: "The register has no open shift.")
    }
  }
}
