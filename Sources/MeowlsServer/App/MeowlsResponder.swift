import MeowlsAPI

/// The application: matches a request to an `APIRoute` and hands it to the feature that owns it.
struct MeowlsResponder: HTTPResponder {
  let catalog: CatalogHandler
  let errors: ErrorRendering
  let geography: GeographyHandler
  let images: StaticImageHandler
  let search: SearchHandler
  let system: SystemHandler

  init(database: any Database, environment: AppEnvironment, settings: ServerSettings) {
    let cache = CatalogCache(storage: CatalogStorage(images: CatalogImageURLs(publicURL: settings.publicURL)))
    catalog = CatalogHandler(catalog: CatalogService(cache: cache, clock: environment.clock, database: database))
    errors = ErrorRendering(log: environment.log)
    geography = GeographyHandler(database: database)
    images = StaticImageHandler(specs: CatalogImageSpecs(database: database))
    search = SearchHandler(
      search: SearchService(catalog: cache, database: database, index: SearchCache(), workspaces: SearchWorkspacePool())
    )
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
    case .catalog(let route):
      if case .products(let query) = route, case .search(let text, let filters, let sort)? = query.listing {
        return try search.products(matching: text, filters: filters, sort: sort, page: query.page)
      }
      return try catalog.respond(to: route)
    case .geography(let route): return try geography.respond(to: route)
    case .system(.healthCheck): return try system.healthCheck()
    case .system(.root): return system.root()
    case .search(let route): return try search.respond(to: route)
    case .accounts, .cart, .checkout, .favorites, .orders, .suggestions:
      // The feature issues (accounts, cart, checkout, orders) fill these in.
      throw ServerError.notImplemented(route: "\(request.method) \(request.path)")
    }
  }
}
