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
    // NB: an admin of no shop has no shop to default to: the answer says which parameter names one.
    if query.shopID == nil, context.shopID == nil, context.role == .admin { throw ReportError.shopRequired }
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
  /// An admin of no shop asked without `shop_id`.
  case shopRequired
  /// No shop has the `shop_id` asked for.
  case shopNotFound

  public var status: HTTPStatus { self == .shopRequired ? .badRequest : .notFound }

  public var body: ErrorResponse {
    switch self {
    case .shopRequired:
      ErrorResponse(
        code: .shopRequired,
        failures: [ErrorFailure(failure: "the id of a shop (see GET /pos/registers)", field: "shop_id")],
        reason: "An admin of no shop must name the shop: add shop_id=<shop id> to the query.")
    case .shopNotFound: ErrorResponse(code: .shopNotFound, reason: "Shop not found.")
    }
  }
}
