import MeowlsAPI

/// Why a POS staff request was refused: PINs, registers, shops and manager approval (`Docs/pos.md`).
public enum StaffError: ResponseError, Equatable {
  /// A PIN that is not 4–6 digits.
  case invalidPIN
  /// A manager-only action by staff who are not managers, without a manager's PIN in `X-Manager-PIN`; names what
  /// needs approving ("a return", "a discount above 10 %").
  case managerApprovalRequired(String)
  /// `X-Manager-Id` names no manager or admin of the shop acted in (unknown, another role, another shop).
  case notAnApprover
  /// A wrong PIN; `attemptsLeft` more before it locks.
  case pinIncorrect(attemptsLeft: Int)
  /// Five wrong PINs in a row: locked for this many more seconds.
  case pinLocked(retryAfterSeconds: Int)
  /// The staff member (or every manager who could approve) has no PIN yet.
  case pinNotSet
  /// The register is not unlocked by the caller's PIN (never, idle too long, or after a logout); its name.
  case registerLocked(String)
  /// No such register, or one of another shop.
  case registerNotFound
  /// The staff member is disabled: their tokens and PIN no longer work.
  case staffDisabled
  /// An admin's staff route naming no staff account.
  case staffNotFound
  /// The staff member is not assigned to a shop, or not to the shop acted on.
  case staffNotAssigned

  public var status: HTTPStatus {
    switch self {
    case .managerApprovalRequired, .notAnApprover, .pinIncorrect, .registerLocked, .staffDisabled, .staffNotAssigned:
      .forbidden
    case .pinLocked: HTTPStatus(code: 423, reasonPhrase: "Locked")
    case .pinNotSet: .conflict
    case .registerNotFound, .staffNotFound: .notFound
    case .invalidPIN: .badRequest
    }
  }

  public var body: ErrorResponse {
    switch self {
    case .invalidPIN:
      ErrorResponse(
        code: .invalidPin, failures: [ErrorFailure(failure: "4 to 6 digits", field: "pin")],
        reason: "A PIN is 4 to 6 digits.")
    case .managerApprovalRequired(let subject):
      ErrorResponse(
        code: .managerApprovalRequired,
        failures: [
          ErrorFailure(failure: "the PIN of a manager of this shop, approving \(subject)", field: "X-Manager-PIN")
        ],
        reason:
          "\(subject.prefix(1).uppercased() + subject.dropFirst()) needs a manager's approval: send a manager's PIN in X-Manager-PIN."
      )
    case .notAnApprover:
      ErrorResponse(code: .forbidden, reason: "X-Manager-Id names no manager of this shop.")
    case .pinIncorrect(let left):
      ErrorResponse(code: .pinIncorrect, reason: "Wrong PIN. Attempts left before it locks: \(left).")
    case .pinLocked:
      ErrorResponse(code: .pinLocked, reason: "The PIN is locked after too many wrong tries. Please try again later.")
    case .pinNotSet: ErrorResponse(code: .pinNotSet, reason: "No PIN is set for this staff member.")
    case .registerLocked(let name):
      ErrorResponse(
        code: .registerLocked,
        reason: "Register «\(name)» is locked: unlock it with your PIN (POST /pos/registers/{id}/unlock) first.")
    case .registerNotFound: ErrorResponse(code: .registerNotFound, reason: "Register not found in this shop.")
    case .staffDisabled:
      ErrorResponse(code: .staffDisabled, reason: "This staff account is disabled; an admin can enable it again.")
    case .staffNotFound:
      ErrorResponse(
        code: .staffNotFound, failures: [ErrorFailure(failure: "the id of a staff account", field: "id")],
        reason: "No staff account has this id.")
    case .staffNotAssigned:
      ErrorResponse(code: .staffNotAssigned, reason: "The staff member is not assigned to this shop.")
    }
  }

  public var headers: HTTPHeaders {
    guard case .pinLocked(let seconds) = self else { return HTTPHeaders() }
    return HTTPHeaders([("Retry-After", String(seconds))])
  }
}
