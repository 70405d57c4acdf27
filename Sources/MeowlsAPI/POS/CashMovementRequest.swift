/// The body of `POST /pos/shifts/{id}/cash_in` and `/cash_out`: `{amount, reason}`.
public struct CashMovementRequest: Codable, Hashable, Sendable {
  /// The cash put in or taken out (more than 0).
  public var amount: Money
  /// Why, e.g. `"размен"`, `"инкассация"` (not empty).
  public var reason: String

  /// A cash movement.
  public init(amount: Money, reason: String) {
    self.amount = amount
    self.reason = reason
  }
}
