/// One tender's day in a `DailyReport`: `{tender, sales, refunds, net}`.
public struct TenderTotals: Codable, Hashable, Sendable {
  /// Sales − refunds.
  public var net: Money
  /// Refunded in this tender.
  public var refunds: Money
  /// Taken in this tender (cash net of change).
  public var sales: Money
  /// Cash or card.
  public var tender: PaymentType

  /// A tender's totals.
  public init(net: Money, refunds: Money, sales: Money, tender: PaymentType) {
    self.net = net
    self.refunds = refunds
    self.sales = sales
    self.tender = tender
  }
}
