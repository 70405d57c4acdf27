/// A shop's day at the counter (`GET /pos/reports/daily`): `{shop, date, sales, returns, discounts, net, tenders,
/// cashiers, top_products}`.
public struct DailyReport: Codable, Hashable, Sendable {
  /// Per staff member who sold or took returns that day, by sales total (largest first).
  public var cashiers: [CashierTotals]
  /// The day, in the shop's time zone.
  public var date: CalendarDate
  /// Every discount of the day's sales.
  public var discounts: Money
  /// Sales total − refunds.
  public var net: Money
  /// The day's returns: how many, and the amount refunded.
  public var returns: ShiftTally
  /// The day's sales: how many, and their total.
  public var sales: ShiftTally
  /// The shop.
  public var shop: Shop
  /// Per tender, cash then card.
  public var tenders: [TenderTotals]
  /// The ten products that brought in the most (largest first; ties by article).
  public var topProducts: [ProductTotals]

  /// A daily report.
  public init(
    cashiers: [CashierTotals], date: CalendarDate, discounts: Money, net: Money, returns: ShiftTally,
    sales: ShiftTally, shop: Shop, tenders: [TenderTotals], topProducts: [ProductTotals]
  ) {
    self.cashiers = cashiers
    self.date = date
    self.discounts = discounts
    self.net = net
    self.returns = returns
    self.sales = sales
    self.shop = shop
    self.tenders = tenders
    self.topProducts = topProducts
  }

  enum CodingKeys: String, CodingKey {
    case cashiers
    case date
    case discounts
    case net
    case returns
    case sales
    case shop
    case tenders
    case topProducts = "top_products"
  }
}
