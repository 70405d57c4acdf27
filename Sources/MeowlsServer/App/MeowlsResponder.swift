import MeowlsAPI

/// The application: matches a request to an `APIRoute` and hands it to the feature that owns it.
struct MeowlsResponder: HTTPResponder {
  let accounts: AccountsHandler
  /// The token check for every protected route; feature handlers get this one value.
  let authenticator: Authenticator
  let cart: CartHandler
  let catalog: CatalogHandler
  let checkout: CheckoutHandler
  let errors: ErrorRendering
  let favorites: FavoritesHandler
  let geography: GeographyHandler
  let images: StaticImageHandler
  let orders: OrdersHandler
  let pos: POSHandler
  let search: SearchHandler
  let suggestions: SuggestionsHandler
  let system: SystemHandler

  /// Needs `Crypto.start()` to have run; throws `SuggestionDataError` when the bundled suggestion data is broken.
  init(database: any Database, environment: AppEnvironment, settings: ServerSettings, publicURL: String) throws {
    authenticator = Authenticator(database: database, clock: environment.clock)
    let cache = CatalogCache(storage: CatalogStorage(images: CatalogImageURLs(publicURL: publicURL)))
    catalog = CatalogHandler(catalog: CatalogService(cache: cache, clock: environment.clock, database: database))
    // NB: favourites and carts render products with the catalogue's storage, straight from the database (fresh
    // stock, read in their own transactions), not from its cache.
    let favoriteProducts = FavoritesService(catalog: cache.storage, clock: environment.clock, database: database)
    let accountService = try AccountService(database: database, environment: environment)
    accounts = AccountsHandler(
      accounts: accountService, authenticator: authenticator,
      favoriteProductIDs: { try favoriteProducts.productIDs(of: $0) })
    pos = POSHandler(
      database: database, environment: environment, authenticator: authenticator, accounts: accountService,
      checkout: settings.checkout)
    let carts = CartService(
      catalog: cache.storage, clock: environment.clock, database: database, random: environment.random)
    cart = CartHandler(authenticator: authenticator, carts: carts)
    // NB: purchases and cancels write `stock_levels`, whose triggers bump `catalog_revision.stock`: the catalogue's
    // cache then renders products afresh, so listings show the stock the order left (see `CatalogCache`).
    checkout = CheckoutHandler(
      authenticator: authenticator,
      checkout: CheckoutService(
        carts: carts, clock: environment.clock, database: database, settings: settings.checkout),
      purchases: PurchaseService(
        carts: carts, clock: environment.clock, database: database, random: environment.random,
        settings: settings.checkout))
    orders = OrdersHandler(
      authenticator: authenticator, orders: OrderService(carts: carts, clock: environment.clock, database: database))
    errors = ErrorRendering(log: environment.log)
    favorites = FavoritesHandler(authenticator: authenticator, favorites: favoriteProducts)
    geography = GeographyHandler(database: database)
    images = StaticImageHandler(specs: CatalogImageSpecs(database: database))
    search = SearchHandler(
      search: SearchService(catalog: cache, database: database, index: SearchCache(), workspaces: SearchWorkspacePool())
    )
    suggestions = try SuggestionsHandler(dataDirectory: SuggestionsResources.dataDirectory)
    system = SystemHandler(database: database)
  }

  /// Loads what the features keep in memory (the catalogue and search indexes), so the first request does not wait.
  func warmUp() throws {
    try catalog.warmUp()
    try search.warmUp()
  }

  func respond(to request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    do {
      if let rejection = context.rejection { throw rejection }
      if let image = try images.respond(to: request) { return image }
      return try dispatch(try RouteMatching.route(for: request), request: request, context: context)
    } catch {
      return errors.response(for: error, request: request, context: context)
    }
  }

  // NB: exhaustive on purpose (no `default:`): a new route does not compile until the server answers it.
  private func dispatch(_ route: APIRoute, request: HTTPRequest, context: RequestContext) throws -> HTTPResponse {
    switch route {
    case .accounts(let route): return try accounts.respond(to: route, request: request)
    case .cart(let route): return try cart.respond(to: route, request: request)
    case .catalog(let route):
      if case .products(let query) = route, case .search(let text, let filters, let sort)? = query.listing {
        return try search.products(matching: text, filters: filters, sort: sort, page: query.page)
      }
      return try catalog.respond(to: route)
    case .checkout(let route): return try checkout.respond(to: route, request: request)
    case .favorites(let route): return try favorites.respond(to: route, request: request)
    case .geography(let route): return try geography.respond(to: route)
    case .orders(let route): return try orders.respond(to: route, request: request)
    case .pos(let route): return try pos.respond(to: route, request: request)
    case .search(let route): return try search.respond(to: route)
    case .suggestions(let route): return try suggest(route, request: request)
    case .system(.healthCheck): return try system.healthCheck()
    case .system(.root): return system.root()
    }
  }

  /// Full names are public; address suggestions need a token (api.md §0 rows 28–31).
  private func suggest(_ route: APIRoute.Suggestions, request: HTTPRequest) throws -> HTTPResponse {
    switch route {
    case .flats(let query):
      _ = try authenticator.authenticate(request)
      return try suggestions.flats(query)
    case .fullAddress(let address):
      _ = try authenticator.authenticate(request)
      return try suggestions.fullAddress(address)
    case .houses(let query):
      _ = try authenticator.authenticate(request)
      return try suggestions.houses(query)
    case .names(let query): return try suggestions.fullNames(.name, query: query)
    case .patronymics(let query): return try suggestions.fullNames(.patronymic, query: query)
    case .streets(let query):
      _ = try authenticator.authenticate(request)
      return try suggestions.streets(query)
    case .surnames(let query): return try suggestions.fullNames(.surname, query: query)
    }
  }
}
