import MeowlsAPI

/// What a back-office screen's list or record is doing: not asked yet, on its way, shown, or refused.
public enum AdminPhase<Value: Equatable & Sendable>: Equatable, Sendable {
  case failed(APIError)
  case idle
  case loaded(Value)
  case loading

  /// The value shown, if any.
  public var value: Value? {
    if case .loaded(let value) = self { value } else { nil }
  }

  /// The refusal shown, if any.
  public var error: APIError? {
    if case .failed(let error) = self { error } else { nil }
  }
}

/// The outcome of the last change a back-office form sent: nothing yet, on its way, done (with what the API
/// answered), or refused with the API's error (its code names the field: `invalidPrice`, `articleTaken` …).
public enum AdminSubmission: Equatable, Sendable {
  case done
  case failed(APIError)
  case idle
  case sending

  public var error: APIError? {
    if case .failed(let error) = self { error } else { nil }
  }
}

/// The roles the back office lets in: admins everything, managers what the API lets them (read the catalogue,
/// stock at their own shop, their shop's pick-up orders).
public enum BackOfficeAccess {
  public static func admits(_ role: StaffRole) -> Bool { role == .admin || role == .manager }
}
