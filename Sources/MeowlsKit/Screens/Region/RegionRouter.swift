/// The app's navigation for city selection: it opens each `RegionScreen.Route` the screen asks for.
@MainActor public protocol RegionRouting: AnyObject {
  /// Shows `route` (closes the screen, and on first launch goes on to the main tab).
  func open(_ route: RegionScreen.Route)
}
