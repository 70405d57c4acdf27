import MeowlsAPI

extension Endpoint where Response == DailyReport {
  /// `GET /pos/reports/daily?date&shop_id`: a shop's day at the counter (managers and admins).
  public static func dailyReport(_ query: DailyReportQuery) -> Self { Self(.pos(.reports(.daily(query)))) }
}
