import Foundation
import MeowlsAPI

/// A shop's day at the counter (`GET /pos/reports/daily`, managers and admins): sales, returns, discounts, net,
/// per tender, per cashier and the top products, for a day stepped back and forth; the CSV opens for Excel.
public enum POSDailyReportScreen {
  /// Everything the report shows.
  public struct State: Equatable, Sendable {
    /// The day shown (the shop's local day).
    public var date: CalendarDate
    /// What the report is doing.
    public var phase: Phase
    /// The shop (nil: the member's own).
    public var shop: Shop.ID?
    /// The last day that can be asked for (today).
    public var today: CalendarDate

    /// Today's report, not loaded yet.
    public init(date: CalendarDate? = nil, phase: Phase = .idle, shop: Shop.ID? = nil, today: CalendarDate) {
      self.date = date ?? today
      self.phase = phase
      self.shop = shop
      self.today = today
    }

    /// The query of the day shown.
    var query: DailyReportQuery { DailyReportQuery(date: date, shopID: shop) }
  }

  /// The report's phases.
  public enum Phase: Equatable, Sendable {
    case failed(APIError)
    case idle
    case loaded(DailyReport)
    case loading
  }

  /// What happened on the report, alphabetised.
  public enum Action: Equatable, Sendable {
    case csvTapped
    case dayAfterTapped
    case dayBeforeTapped
    case reportResponse(CalendarDate, Result<DailyReport, APIError>)
    case retryTapped
    case viewAppeared
  }

  /// Where the report sends the manager.
  public enum Route: Equatable, Sendable {
    /// The day's CSV for Excel (`GET /pos/reports/daily.csv`).
    case csv(DailyReportQuery)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case fetchReport(DailyReportQuery)
    case navigate(Route)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .csvTapped:
      return [.navigate(.csv(DailyReportQuery(date: state.date, format: .excel, shopID: state.shop)))]
    case .dayAfterTapped:
      guard state.date < state.today, let next = day(state.date, offset: 1) else { return [] }
      return load(&state, next)
    case .dayBeforeTapped:
      guard let previous = day(state.date, offset: -1) else { return [] }
      return load(&state, previous)
    case .reportResponse(let date, let result):
      guard date == state.date, state.phase == .loading else { return [] }
      switch result {
      case .success(let report): state.phase = .loaded(report)
      case .failure(let error): state.phase = .failed(error)
      }
      return []
    case .retryTapped:
      guard case .failed = state.phase else { return [] }
      return load(&state, state.date)
    case .viewAppeared:
      return load(&state, state.date)
    }
  }

  private static func load(_ state: inout State, _ date: CalendarDate) -> [Effect] {
    state.date = date
    state.phase = .loading
    return [.fetchReport(state.query)]
  }

  /// The calendar day `offset` days from `date`, or nil outside 0001–9999.
  static func day(_ date: CalendarDate, offset: Int) -> CalendarDate? {
    let utc = TimeZone(secondsFromGMT: 0)!
    let moved = CalendarDate(Date(timeIntervalSince1970: Double(date.daysSinceEpoch + offset) * 86_400), in: utc)
    return (1...9_999).contains(moved.year) ? moved : nil
  }
}
