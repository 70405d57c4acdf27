/// The query of `GET /pos/reports/daily` and `daily.csv`: `?date=yyyy-MM-dd&shop_id=…`, both optional (today in
/// the shop's time zone; the caller's shop).
public struct DailyReportQuery: Hashable, Sendable {
  /// The day; nil for today.
  public var date: CalendarDate?
  /// The CSV's form (`daily.csv` only): `excel` by default, `rfc4180` for plain CSV.
  public var format: DailyCSVFormat?
  /// The shop; nil for the caller's own.
  public var shopID: Shop.ID?

  /// A daily report query.
  public init(date: CalendarDate? = nil, format: DailyCSVFormat? = nil, shopID: Shop.ID? = nil) {
    self.date = date
    self.format = format
    self.shopID = shopID
  }
}

/// The two forms of the daily CSV.
public enum DailyCSVFormat: String, CaseIterable, Hashable, Sendable {
  /// What Russian Excel and LibreOffice open as they are: UTF-8 with a BOM, `;` between fields, `,` decimals.
  case excel
  /// Plain RFC 4180: UTF-8 without a BOM, `,` between fields, `.` decimals.
  case rfc4180
}
