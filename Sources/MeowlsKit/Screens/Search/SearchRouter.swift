/// The app's navigation for the search overlay: it opens each `SearchScreen.Route` the screen asks for.
@MainActor public protocol SearchRouting: AnyObject {
  /// Shows `route` (pushes, presents or closes, as the app draws it).
  func open(_ route: SearchScreen.Route)
}
