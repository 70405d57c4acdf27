/// How a sale is paid: `{cash?, card?}`: cash handed over (change comes back from it), the amount to charge to the
/// card, or both (split tender).
public struct SalePayment: Codable, Hashable, Sendable {
  /// The amount charged to the card through the register's terminal (at most the total).
  public var card: Money?
  /// The cash the customer hands over.
  public var cash: Money?

  /// A payment.
  public init(card: Money? = nil, cash: Money? = nil) {
    self.card = card
    self.cash = cash
  }
}
