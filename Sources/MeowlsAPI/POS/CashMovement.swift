import Foundation

/// Cash put into a shift's drawer («Внесение») or taken out of it («Выплата»): `{id, shift_id, direction, amount,
/// reason, staff_id, recorded_at, request_id?}`, answered with `cash_in` and `cash_out`, listed in the shift, and
/// printed as an 80 mm slip (`GET /pos/cash_movements/{id}.html`).
public struct CashMovement: Codable, Hashable, Sendable, Identifiable {
  /// The movement's number, counting from 1 across the chain: a JSON integer and the `{id}` of its slip's path.
  public typealias ID = PublicNumber<CashMovement>

  /// The cash moved (more than 0).
  public var amount: Money
  /// In or out of the drawer.
  public var direction: CashMovementDirection
  public var id: ID
  /// Why, as the request gave it.
  public var reason: String
  /// When it was recorded.
  public var recordedAt: Date
  /// The `id` the register sent with the request, which makes a replay answer this movement; absent when none.
  public var requestID: UUID?
  /// The shift whose drawer it went into or out of.
  public var shiftID: Shift.ID
  /// Who moved the cash.
  public var staffID: User.ID

  /// A movement.
  public init(
    amount: Money, direction: CashMovementDirection, id: ID, reason: String, recordedAt: Date, requestID: UUID? = nil,
    shiftID: Shift.ID, staffID: User.ID
  ) {
    self.amount = amount
    self.direction = direction
    self.id = id
    self.reason = reason
    self.recordedAt = recordedAt
    self.requestID = requestID
    self.shiftID = shiftID
    self.staffID = staffID
  }

  enum CodingKeys: String, CodingKey {
    case amount
    case direction
    case id
    case reason
    case recordedAt = "recorded_at"
    case requestID = "request_id"
    case shiftID = "shift_id"
    case staffID = "staff_id"
  }
}

/// Which way cash moves: `in` (put into the drawer) or `out` (taken out of it).
public enum CashMovementDirection: String, Codable, CaseIterable, Hashable, Sendable {
  /// Cash put into the drawer (change brought in, a courier's takings handed over).
  case `in`
  /// Cash taken out of the drawer (collection, a payout).
  case out
}
