/// The app's navigation for the main tab: it opens each `MainScreen.Route` the screen asks for.
@MainActor public protocol MainRouting: AnyObject {
  /// Shows `route` (pushes a grid, the catalogue or a product card, presents search or a web page).
  func open(_ route: MainScreen.Route)
}
