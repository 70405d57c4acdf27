/// Opens what the tab bar asks for: pops a tab's stack or presents the login sheet.
@MainActor public protocol RootRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: RootScreen.Route)
}
