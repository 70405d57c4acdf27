extension APIRoute.POS {
  /// `/api/v1/pos/reports/...` (managers and admins).
  public enum Reports: Equatable, Sendable {
    /// `GET /pos/reports/daily?date&shop_id` → `DailyReport`.
    case daily(DailyReportQuery)
    /// `GET /pos/reports/daily.csv?date&shop_id` → the same report as CSV (`text/csv`).
    case dailyCSV(DailyReportQuery)
  }
}

extension APIRoute.POS.Reports {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .daily, .dailyCSV: .staff([.admin, .manager])
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .daily(let query): .pos(.GET, ["reports", "daily"], query: query.items)
    case .dailyCSV(let query): .pos(.GET, ["reports", "daily.csv"], query: query.items)
    }
  }

  /// The routes of a path below `/api/v1/pos`.
  static func table(for path: [String]) -> RouteTable<Self> {
    switch path {
    case ["reports", "daily"]: [.GET: { input in .daily(try DailyReportQuery(input)) }]
    case ["reports", "daily.csv"]: [.GET: { input in .dailyCSV(try DailyReportQuery(input)) }]
    default: [:]
    }
  }
}

extension DailyReportQuery {
  /// Reads `date` (400 when present but not `yyyy-MM-dd`) and `shop_id` (400 when present but not a UUID).
  init(_ input: RouteInput) throws(RouteMatchError) {
    var date: CalendarDate?
    if let text = input.last("date") {
      guard let parsed = CalendarDate(string: text) else {
        throw .invalidBody("Query parameter 'date' must be a date as YYYY-MM-DD, not '\(text.prefix(40))'.")
      }
      date = parsed
    }
    var shop: Shop.ID?
    if let text = input.last("shop_id") {
      guard let parsed = Shop.ID(uuidString: text) else {
        throw .invalidBody("Query parameter 'shop_id' must be a shop id (a UUID), not '\(text.prefix(40))'.")
      }
      shop = parsed
    }
    self.init(date: date, format: try input.enumeration("format"), shopID: shop)
  }

  var items: [QueryItem] {
    [
      date.map { QueryItem(name: "date", value: $0.string) },
      format.map { QueryItem(name: "format", value: $0.rawValue) },
      shopID.map { QueryItem(name: "shop_id", value: $0.uuidString) },
    ].compactMap { $0 }
  }
}
