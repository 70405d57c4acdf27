/// The POS root's router: the app opens each `POSRootScreen.Route`, and switches or pops its tabs.
@MainActor public protocol POSRootRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: POSRootScreen.Route)
  /// Pops `tab` to its first screen.
  func popToRoot(_ tab: POSRootScreen.Tab)
  /// Shows `tab`.
  func select(_ tab: POSRootScreen.Tab)
}
