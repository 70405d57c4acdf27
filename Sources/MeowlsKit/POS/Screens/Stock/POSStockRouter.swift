/// The stock lookup's router: the app opens each `POSStockScreen.Route`.
@MainActor public protocol POSStockRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: POSStockScreen.Route)
}
