import MeowlsAPI

/// A manager's say-so for an action the cashier may not take alone (a return, a discount above 10 %, selling goods
/// the books show as missing): sent as `X-Manager-PIN` (and `X-Manager-Id` when the manager was picked), see
/// Docs/pos.md "Manager approval".
public struct ManagerApproval: Hashable, Sendable {
  /// The manager picked on the prompt; nil lets the server compare the PIN with each manager of the shop.
  public var managerID: User.ID?
  /// The PIN the manager typed.
  public var pin: String

  /// An approval.
  public init(managerID: User.ID? = nil, pin: String) {
    self.managerID = managerID
    self.pin = pin
  }
}
