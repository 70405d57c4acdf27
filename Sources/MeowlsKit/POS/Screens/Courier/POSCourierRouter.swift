/// The courier screen's router: the app opens each `POSCourierScreen.Route`.
@MainActor public protocol POSCourierRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: POSCourierScreen.Route)
}
