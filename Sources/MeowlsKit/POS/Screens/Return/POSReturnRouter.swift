/// The return's router: the app opens each `POSReturnScreen.Route`.
@MainActor public protocol POSReturnRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: POSReturnScreen.Route)
}
