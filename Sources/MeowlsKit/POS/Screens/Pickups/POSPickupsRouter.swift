/// The pick-up screen's router: the app opens each `POSPickupsScreen.Route`.
@MainActor public protocol POSPickupsRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: POSPickupsScreen.Route)
}
