/// The receipts list's router: the app opens each `POSReceiptsScreen.Route`.
@MainActor public protocol POSReceiptsRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: POSReceiptsScreen.Route)
}
