/// The orders list's router: the app opens each `OrdersScreen.Route`.
@MainActor public protocol OrdersRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: OrdersScreen.Route)
}
