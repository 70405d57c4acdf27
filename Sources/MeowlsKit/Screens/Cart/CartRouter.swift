/// The app's navigation for the cart: it opens each `CartScreen.Route` the screen asks for.
@MainActor public protocol CartRouting: AnyObject {
  /// Shows `route` (pushes, presents or closes, as the app draws it).
  func open(_ route: CartScreen.Route)
}
