/// One tender's day in a `DailyReport`: `{tender, sales, orders_collected, refunds, net}`.
public struct TenderTotals: Codable, Hashable, Sendable {
  /// Sales + orders collected − refunds.
  public var net: Money
  /// Taken in this tender for click-and-collect orders handed over at the shop's registers.
  public var ordersCollected: Money
  /// Refunded in this tender.
  public var refunds: Money
  /// Taken in this tender (cash net of change).
  public var sales: Money
  /// Cash or card.
  public var tender: PaymentType

  /// A tender's totals.
  public init(net: Money, ordersCollected: Money = .zero, refunds: Money, sales: Money, tender: PaymentType) {
    self.net = net
    self.ordersCollected = ordersCollected
    self.refunds = refunds
    self.sales = sales
    self.tender = tender
  }

  enum CodingKeys: String, CodingKey {
    case net
    case ordersCollected = "orders_collected"
    case refunds
    case sales
    case tender
  }
}
