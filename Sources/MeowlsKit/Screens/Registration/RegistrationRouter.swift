/// Opens what the registration form asks for: back to the login sheet, closing the sheet, or a page.
@MainActor public protocol RegistrationRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: RegistrationScreen.Route)
}
