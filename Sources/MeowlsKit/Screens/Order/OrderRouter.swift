/// The order screen's router: the app opens each `OrderScreen.Route`.
@MainActor public protocol OrderRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: OrderScreen.Route)
}
