/// The app's navigation for the product grid: it opens each `ListingScreen.Route` the screen asks for.
@MainActor public protocol ListingRouting: AnyObject {
  /// Shows `route` (pushes, presents or closes, as the app draws it).
  func open(_ route: ListingScreen.Route)
}
