/// What every feature handler is built from, with its `live(_:)`: the database, the effects and the settings, plus
/// the few services several features share, each built once here.
struct HandlerDependencies: Sendable {
  let database: any Database
  let environment: AppEnvironment
  let settings: ServerSettings
  /// Accounts and the POS staff login check passwords with it.
  let accounts: AccountService
  /// The catalogue's cache: the catalogue and search answer through it. NB: favourites and carts render products
  /// with its storage, straight from the database (fresh stock, read in their own transactions), not its cache.
  let catalog: CatalogCache
  /// Saved carts: the cart routes, checkout and order repeats.
  let carts: CartService
  /// Favourites: their routes, and `favorite_items` in the profile.
  let favorites: FavoritesService
  /// Staff contexts and manager approvals: the access resolver and the POS.
  let pins: StaffPINs
  let staffAccess: StaffAccess
  /// libvips, for uploaded pictures and the drawn pictures' rasters; started by the first value made.
  let vips: Vips
  /// The pictures' URLs (the catalogue's storage builds them the same way).
  var images: CatalogImageURLs { catalog.storage.images }

  /// Needs `Crypto.start()` to have run. `publicURL`: the address image URLs are built on.
  static func live(
    database: any Database, environment: AppEnvironment, settings: ServerSettings, publicURL: String
  ) throws -> HandlerDependencies {
    let catalog = CatalogCache(storage: CatalogStorage(images: CatalogImageURLs(publicURL: publicURL)))
    let pins = StaffPINs(database: database, clock: environment.clock, hasher: environment.passwordHasher)
    return HandlerDependencies(
      database: database, environment: environment, settings: settings,
      accounts: try AccountService(database: database, environment: environment), catalog: catalog,
      carts: CartService(
        catalog: catalog.storage, clock: environment.clock, database: database, random: environment.random),
      favorites: FavoritesService(catalog: catalog.storage, clock: environment.clock, database: database),
      pins: pins,
      staffAccess: StaffAccess(database: database, pins: pins, idleLockSeconds: settings.pos.idleLockSeconds),
      vips: try Vips())
  }
}
