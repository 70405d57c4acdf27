/// The app's navigation for the catalogue: it opens each `CatalogueScreen.Route` the screen asks for.
@MainActor public protocol CatalogueRouting: AnyObject {
  /// Shows `route` (pushes the next level or a product grid, presents the search overlay).
  func open(_ route: CatalogueScreen.Route)
}
