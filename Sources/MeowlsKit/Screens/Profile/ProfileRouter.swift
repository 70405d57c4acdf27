/// Opens what the profile tab asks for: the login sheet, registration, the orders or a page.
@MainActor public protocol ProfileRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: ProfileScreen.Route)
}
