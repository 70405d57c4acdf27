/// The shift screen's router: the app opens each `POSShiftScreen.Route`.
@MainActor public protocol POSShiftRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: POSShiftScreen.Route)
}
