/// The query of `GET /pos/reports/daily` and `daily.csv`: `?date=yyyy-MM-dd&shop_id=…`, both optional (today in
/// the shop's time zone; the caller's shop).
public struct DailyReportQuery: Hashable, Sendable {
  /// The day; nil for today.
  public var date: CalendarDate?
  /// The shop; nil for the caller's own.
  public var shopID: Shop.ID?

  /// A daily report query.
  public init(date: CalendarDate? = nil, shopID: Shop.ID? = nil) {
    self.date = date
    self.shopID = shopID
  }
}
