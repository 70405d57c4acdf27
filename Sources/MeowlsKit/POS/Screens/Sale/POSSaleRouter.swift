/// The sale's router: the app opens each `POSSaleScreen.Route`.
@MainActor public protocol POSSaleRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: POSSaleScreen.Route)
}
