/// The register lock's router: the app opens each `POSLockScreen.Route`.
@MainActor public protocol POSLockRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: POSLockScreen.Route)
}
