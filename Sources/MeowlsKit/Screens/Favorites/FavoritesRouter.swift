/// The favourites tab's router: the app opens each `FavoritesScreen.Route`.
@MainActor public protocol FavoritesRouting: AnyObject {
  /// Opens `route`.
  func open(_ route: FavoritesScreen.Route)
}
