import MeowlsAPI

/// `/api/v1/pos/reports/...`: parse → `ReportsService` → JSON or CSV. Managers and admins.
struct ReportsHandler: Sendable {
  let reports: ReportsService

  func respond(to route: APIRoute.POS.Reports, caller: Caller) throws -> HTTPResponse {
    let context = try caller.staff().context
    switch route {
    case .daily(let query):
      return try .json(try reports.daily(query, for: context))
    case .dailyCSV(let query):
      let report = try reports.daily(query, for: context)
      return HTTPResponse(
        status: .ok,
        headers: HTTPHeaders([
          ("Content-Type", "text/csv; charset=utf-8"),
          ("Content-Disposition", "attachment; filename=\"meowls-\(report.date.string).csv\""),
        ]), body: Array(DailyReportCSV.render(report, format: query.format ?? .excel).utf8))
    }
  }
}
