/// An amount of one tender: `{tender, amount}`.
public struct TenderAmount: Codable, Hashable, Sendable {
  /// The amount.
  public var amount: Money
  /// Cash or card.
  public var tender: PaymentType

  /// An amount of a tender.
  public init(amount: Money, tender: PaymentType) {
    self.amount = amount
    self.tender = tender
  }
}
