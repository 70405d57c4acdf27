/// The daily report's router: the app opens each `POSDailyReportScreen.Route`.
@MainActor public protocol POSDailyReportRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: POSDailyReportScreen.Route)
}
