import MeowlsAPI

/// A manager's PIN as a cashier's request carries it: `X-Manager-PIN`, and optionally `X-Manager-Id` naming the
/// approving manager (their account id). Read from the headers by the access resolver only.
public struct ManagerPIN: Equatable, Sendable {
  /// The header carrying a manager's PIN.
  public static let header = "X-Manager-PIN"
  /// The optional header naming the approving manager.
  public static let managerIDHeader = "X-Manager-Id"

  public var pin: String
  /// The approver the caller names, as sent (not yet parsed: an unparsable id answers like an unknown one).
  public var managerID: String?

  public init(pin: String, managerID: String? = nil) {
    self.pin = pin
    self.managerID = managerID
  }

  /// The PIN a request carries; nil without `X-Manager-PIN`.
  init?(_ headers: HTTPHeaders) {
    guard let pin = headers[Self.header] else { return nil }
    self.init(pin: pin, managerID: headers[Self.managerIDHeader])
  }
}
