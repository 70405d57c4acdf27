/// Opens what the login sheet asks for: the app closes the sheet, pushes the registration form or shows a page.
@MainActor public protocol AuthorizationRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: AuthorizationScreen.Route)
}
