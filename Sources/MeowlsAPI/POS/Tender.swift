/// A payment taken by staff for an order: `{amount, change?, received?, type}`.
public struct Tender: Codable, Hashable, Sendable {
  /// The amount paid (the order's total).
  public var amount: Money
  /// Cash given back (cash only).
  public var change: Money?
  /// Cash handed over by the customer (cash only).
  public var received: Money?
  /// `cash` or `card`.
  public var type: PaymentType

  /// A tender.
  public init(amount: Money, change: Money? = nil, received: Money? = nil, type: PaymentType) {
    self.amount = amount
    self.change = change
    self.received = received
    self.type = type
  }

  enum CodingKeys: String, CodingKey {
    case amount
    case change
    case received
    case type
  }
}
