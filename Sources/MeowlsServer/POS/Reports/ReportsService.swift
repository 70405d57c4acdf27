import Foundation
import MeowlsAPI

/// Daily reports per shop: the day is the shop's local calendar day (its city's time zone).
struct ReportsService: Sendable {
  let clock: Clock
  let database: any Database

  /// The report of `query.date` (today when nil) for `query.shopID` (the caller's shop when nil).
  ///
  /// - Throws: `StaffError.staffNotAssigned` for another shop than the caller's (admins without a shop may read
  ///   any) or no shop at all; `ReportError.shopNotFound` for an unknown shop.
  func daily(_ query: DailyReportQuery, for context: StaffContext) throws -> DailyReport {
    let shopID = try query.shopID ?? context.requireShop()
    try context.requireAccess(to: shopID)
    return try database.withConnection { connection in
      guard let shop = try StaffStore.shop(shopID.uuidString, in: connection),
        let timeZone = try ReportsStore.timeZone(of: shopID, in: connection)
      else { throw ReportError.shopNotFound }
      let date = query.date ?? CalendarDate(clock.now(), in: timeZone)
      let (from, to) = Self.bounds(of: date, in: timeZone)
      return try ReportsStore.report(of: shop, on: date, from: from, to: to, in: connection)
    }
  }

  /// The epoch seconds where `date` starts and the next day starts, in `timeZone`.
  static func bounds(of date: CalendarDate, in timeZone: TimeZone) -> (Int64, Int64) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let start = calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day))!
    let end = calendar.date(byAdding: .day, value: 1, to: start)!
    return (EpochSeconds.from(start), EpochSeconds.from(end))
  }
}

/// Why a report was refused.
public enum ReportError: ResponseError, Equatable {
  /// No shop has the `shop_id` asked for.
  case shopNotFound

  public var status: HTTPStatus { .notFound }

  public var body: ErrorResponse { ErrorResponse(code: .shopNotFound, reason: "Shop not found.") }
}
