/// The shifts list's router: the app opens each `POSShiftsScreen.Route`.
@MainActor public protocol POSShiftsRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: POSShiftsScreen.Route)
}
