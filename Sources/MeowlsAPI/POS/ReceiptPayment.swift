/// A payment as the receipt prints it.
public struct ReceiptPayment: Codable, Hashable, Sendable {
  /// How it was paid.
  public enum Tender: String, Codable, CaseIterable, Hashable, Sendable {
    case card
    case cash
  }

  /// What the payment put towards the total (for cash: what was handed over less the change).
  public var amount: Money
  /// The card terminal's authorization code; nil for cash.
  public var authorizationCode: String?
  /// The cash handed over; nil for a card.
  public var received: Money?
  public var tender: Tender

  /// A payment.
  public init(amount: Money, authorizationCode: String? = nil, received: Money? = nil, tender: Tender) {
    self.amount = amount
    self.authorizationCode = authorizationCode
    self.received = received
    self.tender = tender
  }

  enum CodingKeys: String, CodingKey {
    case amount
    case authorizationCode = "authorization_code"
    case received
    case tender
  }
}
