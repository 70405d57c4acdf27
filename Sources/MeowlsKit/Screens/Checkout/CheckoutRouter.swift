/// Checkout's router: the app opens each `CheckoutScreen.Route`.
@MainActor public protocol CheckoutRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: CheckoutScreen.Route)
}
