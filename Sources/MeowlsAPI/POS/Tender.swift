/// A payment taken by staff for an order: `{amount, authorization_code?, change?, received?, type}`.
public struct Tender: Codable, Hashable, Sendable {
  /// The amount paid (the order's total).
  public var amount: Money
  /// The card terminal's authorization code (card only): it goes on the slip and names the payment for a refund.
  public var authorizationCode: String?
  /// Cash given back (cash only).
  public var change: Money?
  /// Cash handed over by the customer (cash only).
  public var received: Money?
  /// `cash` or `card`.
  public var type: PaymentType

  /// A tender.
  public init(
    amount: Money, authorizationCode: String? = nil, change: Money? = nil, received: Money? = nil, type: PaymentType
  ) {
    self.amount = amount
    self.authorizationCode = authorizationCode
    self.change = change
    self.received = received
    self.type = type
  }

  enum CodingKeys: String, CodingKey {
    case amount
    case authorizationCode = "authorization_code"
    case change
    case received
    case type
  }
}
