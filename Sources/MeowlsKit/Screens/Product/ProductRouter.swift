/// The product card's router: the app opens each `ProductScreen.Route` (a pushed screen, a sheet, a browser).
@MainActor public protocol ProductRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: ProductScreen.Route)
}
