import Foundation

/// The body of `POST /pos/shifts/{id}/cash_in` and `/cash_out`: `{amount, reason, id?}`.
public struct CashMovementRequest: Codable, Hashable, Sendable {
  /// The cash put in or taken out (more than 0).
  public var amount: Money
  /// A UUID the register made for this movement: the same id again answers the movement recorded first (another
  /// body 422 `idempotencyKeyReused`); without it every request records a movement.
  public var id: UUID?
  /// Why, e.g. `"размен"`, `"инкассация"` (not empty).
  public var reason: String

  /// A cash movement.
  public init(amount: Money, id: UUID? = nil, reason: String) {
    self.amount = amount
    self.id = id
    self.reason = reason
  }

  /// NB: a missing `reason` reads as an empty one, so the server answers `reasonRequired` for it as for a blank one.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    amount = try container.decode(Money.self, forKey: .amount)
    id = try container.decodeIfPresent(UUID.self, forKey: .id)
    reason = try container.decodeIfPresent(String.self, forKey: .reason) ?? ""
  }

  enum CodingKeys: String, CodingKey {
    case amount
    case id
    case reason
  }
}
