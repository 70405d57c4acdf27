import MeowlsAPI

/// Why a POS staff request was refused: PINs, registers, shops and manager approval (`Docs/pos.md`).
public enum StaffError: ResponseError, Equatable {
  /// A manager-only action by staff who are not managers, without a manager's PIN in `X-Manager-PIN`.
  case managerApprovalRequired
  /// `X-Manager-Id` names no manager or admin of the shop acted in (unknown, another role, another shop).
  case notAnApprover
  /// A wrong PIN; `attemptsLeft` more before it locks.
  case pinIncorrect(attemptsLeft: Int)
  /// Five wrong PINs in a row: locked for this many more seconds.
  case pinLocked(retryAfterSeconds: Int)
  /// The staff member (or every manager who could approve) has no PIN yet.
  case pinNotSet
  /// No such register, or one of another shop.
  case registerNotFound
  /// The staff member is not assigned to a shop, or not to the shop acted on.
  case staffNotAssigned

  public var status: HTTPStatus {
    switch self {
    case .managerApprovalRequired, .notAnApprover, .pinIncorrect, .staffNotAssigned: .forbidden
    case .pinLocked: HTTPStatus(code: 423, reasonPhrase: "Locked")
    case .pinNotSet: .conflict
    case .registerNotFound: .notFound
    }
  }

  public var body: ErrorResponse {
    switch self {
    case .managerApprovalRequired:
      ErrorResponse(code: .managerApprovalRequired, reason: "This action needs a manager's approval (manager PIN).")
    case .notAnApprover:
      ErrorResponse(code: .forbidden, reason: "X-Manager-Id names no manager of this shop.")
    case .pinIncorrect(let left):
      ErrorResponse(code: .pinIncorrect, reason: "Wrong PIN. Attempts left before it locks: \(left).")
    case .pinLocked:
      ErrorResponse(code: .pinLocked, reason: "The PIN is locked after too many wrong tries. Please try again later.")
    case .pinNotSet: ErrorResponse(code: .pinNotSet, reason: "No PIN is set for this staff member.")
    case .registerNotFound: ErrorResponse(code: .registerNotFound, reason: "Register not found in this shop.")
    case .staffNotAssigned:
      ErrorResponse(code: .staffNotAssigned, reason: "The staff member is not assigned to this shop.")
    }
  }

  public var headers: HTTPHeaders {
    guard case .pinLocked(let seconds) = self else { return HTTPHeaders() }
    return HTTPHeaders([("Retry-After", String(seconds))])
  }
}
