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

  /// NB: a missing `reason` reads as an empty one, so the server answers `reasonRequired` for it as for a blank one.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    amount = try container.decode(Money.self, forKey: .amount)
    reason = try container.decodeIfPresent(String.self, forKey: .reason) ?? ""
  }

  enum CodingKeys: String, CodingKey {
    case amount
    case reason
  }
}
