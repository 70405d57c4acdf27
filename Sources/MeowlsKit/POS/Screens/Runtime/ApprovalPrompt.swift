import MeowlsAPI

/// The manager's PIN prompt of the sale, return and courier screens, as a pure value: what needs approving (the
/// server's reason, or the screen's own when it knows beforehand), the PIN typed so far, and the last refusal.
public struct ApprovalPrompt: Hashable, Sendable {
  /// The refusal of the last PIN (`pinIncorrect` with the tries left, `pinLocked`, `pinNotSet`), shown under it.
  public var error: APIError?
  /// The PIN typed so far (digits only, at most 6).
  public var pin: String
  /// What needs approving, as the server or the screen names it.
  public var subject: String

  /// A prompt.
  public init(error: APIError? = nil, pin: String = "", subject: String) {
    self.error = error
    self.pin = pin
    self.subject = subject
  }

  /// The PIN field changed: only digits are kept, at most 6; a new PIN clears the refusal.
  public mutating func pinChanged(_ text: String) {
    pin = String(text.filter(\.isASCIIDigit).prefix(6))
    error = nil
  }

  /// The approval to send, or nil while the PIN is not 4–6 digits.
  public var approval: ManagerApproval? {
    (4...6).contains(pin.count) ? ManagerApproval(pin: pin) : nil
  }

  /// The prompt an error asks for, or nil when the error is no approval matter: `managerApprovalRequired` opens
  /// it with the server's reason; a refused PIN keeps `current` open with the refusal and an empty PIN.
  public static func after(_ error: APIError, current: ApprovalPrompt?) -> ApprovalPrompt? {
    switch error.code {
    case .managerApprovalRequired?:
      return ApprovalPrompt(subject: error.serverReason ?? current?.subject ?? "")
    case .pinIncorrect?, .pinLocked?, .pinNotSet?:
      guard var prompt = current else { return nil }
      prompt.pin = ""
      prompt.error = error
      return prompt
    default:
      return nil
    }
  }
}

extension APIError {
  /// The server's reason, when it answered with the error body.
  var serverReason: String? {
    guard case .server(_, let response) = self else { return nil }
    return response.reason
  }

  /// True when the server locked the register for this member (its idle lock, or a logout elsewhere): the POS root
  /// shows the PIN lock instead of an alert.
  var locksRegister: Bool { code == .registerLocked }
}
