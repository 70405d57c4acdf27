import MeowlsAPI

/// Why an accounts request failed, with the contract's status, code, reason and failures (`api.md` §2.3, §2.4).
public enum AccountsError: ResponseError, Equatable, CustomStringConvertible {
  /// `/users/address` for a user without a saved address.
  case addressNotFound
  /// Another active account has this email (new in MEOWLS; the original said `phoneAlreadyUsed`).
  case emailAlreadyUsed
  /// Login with a wrong or missing phone or password.
  case invalidCredentials
  /// A birthday before 1900 or in the future (new in MEOWLS).
  case invalidBirthday
  case invalidEmailFormat
  case invalidPasswordFormat
  case passwordsDidNotMatch
  /// A phone with other than ASCII digits, or too long (new in MEOWLS).
  case invalidPhoneFormat
  /// Another active account has this phone.
  case phoneAlreadyUsed
  case phoneRequired
  /// A surname, name or patronymic over 100 characters (new in MEOWLS).
  case textTooLong(field: String)
  /// Login throttled (`decisions.md`): try again after this many seconds.
  case tooManyAttempts(retryAfterSeconds: Int)

  public var status: HTTPStatus {
    switch self {
    case .invalidCredentials: .unauthorized
    case .tooManyAttempts: .tooManyRequests
    default: .badRequest
    }
  }

  public var body: ErrorResponse {
    switch self {
    case .addressNotFound:
      ErrorResponse(
        code: .addressNotFound, failures: [ErrorFailure(failure: "user", field: "Type")], reason: "Address not found.")
    case .emailAlreadyUsed: ErrorResponse(code: .emailAlreadyUsed, reason: "Email is already in use.")
    case .invalidCredentials: ErrorResponse(code: .authError, reason: "Invalid phone or password")
    case .invalidBirthday:
      ErrorResponse(
        code: .abortError, failures: [ErrorFailure(failure: "Must be between 1900 and today", field: "Birthday")],
        reason: "Invalid birthday.")
    case .invalidPhoneFormat:
      ErrorResponse(
        code: .invalidPhoneFormat,
        failures: [ErrorFailure(failure: "Only ASCII digits, at most 32 characters", field: "Phone number")],
        reason: "Invalid phone number format.")
    case .textTooLong(let field):
      ErrorResponse(
        code: .abortError, failures: [ErrorFailure(failure: "At most 100 characters", field: field)],
        reason: "\(field) is too long.")
    case .invalidEmailFormat:
      ErrorResponse(
        code: .invalidEmailFormat, failures: [ErrorFailure(failure: "Invalid format", field: "Email")],
        reason: "Invalid email format.")
    case .invalidPasswordFormat:
      ErrorResponse(
        code: .invalidPasswordFormat,
        failures: [ErrorFailure(failure: "The password must have \(PasswordPolicy.description).", field: "Password")],
        reason: "Invalid password format.")
    case .passwordsDidNotMatch:
      ErrorResponse(
        code: .passwordsDidNotMatch,
        failures: [
          ErrorFailure(failure: "The «Password» and «Repeat Password» fields must match.", field: "Confirm password")
        ],
        reason: "Passwords did not match.")
    case .phoneAlreadyUsed: ErrorResponse(code: .phoneAlreadyUsed, reason: "Phone number is already in use.")
    case .phoneRequired:
      ErrorResponse(
        code: .phoneRequired, failures: [ErrorFailure(failure: "Field is empty", field: "Phone number")],
        reason: "Phone number is required.")
    case .tooManyAttempts:
      ErrorResponse(code: .tooManyAttempts, reason: "Too many failed login attempts. Please try again later.")
    }
  }

  public var headers: HTTPHeaders {
    guard case .tooManyAttempts(let seconds) = self else { return HTTPHeaders() }
    return HTTPHeaders([("Retry-After", String(seconds))])
  }

  /// The reason, for command-line tools.
  public var description: String { body.reason }
}
