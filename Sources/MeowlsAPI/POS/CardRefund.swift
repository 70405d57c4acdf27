/// What the card terminal answered to a refund: `{amount, status, authorization_code?, reason?}`. A declined refund
/// means the customer did not get the money back on the card: the cashier pays it in cash.
public struct CardRefund: Codable, Hashable, Sendable {
  /// The amount asked back to the card.
  public var amount: Money
  /// The refund's authorization code when approved.
  public var authorizationCode: String?
  /// What the terminal showed when it declined.
  public var reason: String?
  /// Approved or declined.
  public var status: CardRefundStatus

  /// A refund's outcome.
  public init(amount: Money, authorizationCode: String? = nil, reason: String? = nil, status: CardRefundStatus) {
    self.amount = amount
    self.authorizationCode = authorizationCode
    self.reason = reason
    self.status = status
  }

  enum CodingKeys: String, CodingKey {
    case amount
    case authorizationCode = "authorization_code"
    case reason
    case status
  }
}

/// Whether the bank gave the money back to the card.
public enum CardRefundStatus: String, Codable, CaseIterable, Hashable, Sendable {
  case approved
  case declined
}
