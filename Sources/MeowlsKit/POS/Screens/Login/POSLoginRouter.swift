/// The staff login's router: the app opens each `POSLoginScreen.Route`.
@MainActor public protocol POSLoginRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: POSLoginScreen.Route)
}
