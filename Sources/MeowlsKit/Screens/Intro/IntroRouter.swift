/// The app's navigation for the splash: it opens each `IntroScreen.Route` the screen asks for.
@MainActor public protocol IntroRouting: AnyObject {
  /// Shows `route` (replaces the window's root with the tab bar, or presents the city selection).
  func open(_ route: IntroScreen.Route)
}
