/// A screen's router as its live `navigate` closure holds it: weakly, because the router (the app's navigation)
/// owns the screen and not the other way round. A route sent after the router went away is dropped.
final class WeakRouter<Router: AnyObject>: @unchecked Sendable {
  // NB: written once by `init`, then only read, on the main actor (the routers are `@MainActor` protocols).
  private weak var router: Router?

  init(_ router: Router) {
    self.router = router
  }

  /// The router, while the app keeps it.
  @MainActor var value: Router? { router }
}
