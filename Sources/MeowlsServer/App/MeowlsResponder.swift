import MeowlsAPI

/// The application: matches a request to an `APIRoute` and hands it to the feature that owns it.
struct MeowlsResponder: HTTPResponder {
  /// Who may call each route, resolved before its handler runs.
  let access: AccessResolver
  let accounts: AccountsHandler
  let admin: AdminHandler
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

  /// The one place the application is composed: every handler from its `live(_:)`. Needs `Crypto.start()` to have
  /// run; throws `SuggestionDataError` when the bundled suggestion data is broken.
  static func live(
    database: any Database, environment: AppEnvironment, settings: ServerSettings, publicURL: String
  ) throws -> MeowlsResponder {
    let dependencies = try HandlerDependencies.live(
      database: database, environment: environment, settings: settings, publicURL: publicURL)
    // NB: one search index in memory, for the shoppers' search and the counter's stock lookup by name.
    let search = SearchHandler.live(dependencies)
    return MeowlsResponder(
      access: .live(dependencies), accounts: .live(dependencies), admin: .live(dependencies),
      cart: .live(dependencies),
      catalog: .live(dependencies),
      checkout: .live(dependencies), errors: ErrorRendering(log: environment.log), favorites: .live(dependencies),
      geography: .live(dependencies), images: .live(dependencies), orders: .live(dependencies),
      pos: .live(dependencies, search: search.search), search: search, suggestions: try .live(dependencies),
      system: .live(dependencies))
  }

  /// Loads what the features keep in memory (the catalogue and search indexes), so the first request does not wait.
  func warmUp(log: LogSink) throws {
    log.write(try catalog.warmUp())
    try search.warmUp()
  }

  func respond(to request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    do {
      if let rejection = context.rejection { throw PictureLimits.standard.refusal(rejection, path: request.path) }
      if var image = try images.respond(to: request) {
        image.route = "images"
        return image
      }
      let route = try RouteMatching.route(for: request)
      var response: HTTPResponse
      do {
        let caller = try access.caller(of: route, request: request)
        response = try dispatch(route, context: RouteContext(request, caller: caller))
      } catch {
        response = errors.response(for: error, request: request, context: context)
      }
      response.route = route.name
      return response
    } catch {
      return errors.response(for: error, request: request, context: context)
    }
  }

  // NB: exhaustive on purpose (no `default:`): a new route does not compile until the server answers it.
  private func dispatch(_ route: APIRoute, context: RouteContext) throws -> HTTPResponse {
    switch route {
    case .accounts(let route): return try accounts.respond(to: route, context: context)
    case .admin(let route): return try admin.respond(to: route, caller: context.caller)
    case .cart(let route): return try cart.respond(to: route, context: context)
    case .catalog(let route):
      if case .products(let query) = route, case .search(let text, let filters, let sort)? = query.listing {
        return try search.products(matching: text, filters: filters, sort: sort, page: query.page)
      }
      return try catalog.respond(to: route)
    case .checkout(let route): return try checkout.respond(to: route, context: context)
    case .favorites(let route): return try favorites.respond(to: route, context: context)
    case .geography(let route): return try geography.respond(to: route)
    case .orders(let route): return try orders.respond(to: route, context: context)
    case .pos(let route): return try pos.respond(to: route, caller: context.caller)
    case .search(let route): return try search.respond(to: route)
    case .suggestions(let route): return try suggest(route)
    case .system(.health), .system(.healthCheck): return try system.healthCheck()
    case .system(.openAPI): return try system.openAPIDocument()
    case .system(.root): return system.root()
    }
  }

  /// Full names are public; address suggestions need a token (api.md §0 rows 28–31, `APIRoute.Suggestions.access`).
  private func suggest(_ route: APIRoute.Suggestions) throws -> HTTPResponse {
    switch route {
    case .flats(let query): return try suggestions.flats(query)
    case .fullAddress(let address): return try suggestions.fullAddress(address)
    case .houses(let query): return try suggestions.houses(query)
    case .names(let query): return try suggestions.fullNames(.name, query: query)
    case .patronymics(let query): return try suggestions.fullNames(.patronymic, query: query)
    case .streets(let query): return try suggestions.streets(query)
    case .surnames(let query): return try suggestions.fullNames(.surname, query: query)
    }
  }
}
