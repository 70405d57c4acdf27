import MeowlsAPI

/// The application: matches a request to an `APIRoute` and hands it to the feature that owns it.
struct MeowlsResponder: HTTPResponder {
  let accounts: AccountsHandler
  /// The token check for every protected route; feature handlers get this one value.
  let authenticator: Authenticator
  let errors: ErrorRendering
  let suggestions: SuggestionsHandler
  let system: SystemHandler

  /// Needs `Crypto.start()` to have run; throws `SuggestionDataError` when the bundled suggestion data is broken.
  init(database: any Database, environment: AppEnvironment) throws {
    authenticator = Authenticator(database: database, clock: environment.clock)
    accounts = AccountsHandler(
      accounts: try AccountService(database: database, environment: environment), authenticator: authenticator,
      // NB: favourites are not built yet; their issue replaces this with the favourites store's query.
      favoriteProductIDs: { _ in [] })
    errors = ErrorRendering(log: environment.log)
    suggestions = try SuggestionsHandler(dataDirectory: SuggestionsResources.dataDirectory)
    system = SystemHandler(database: database)
  }

  func respond(to request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    do {
      if let rejection = context.rejection { throw rejection }
      return try dispatch(try RouteMatching.route(for: request), request: request, context: context)
    } catch {
      return errors.response(for: error, request: request, context: context)
    }
  }

  // NB: exhaustive on purpose (no `default:`): a new route does not compile until the server answers it.
  private func dispatch(_ route: APIRoute, request: HTTPRequest, context: RequestContext) throws -> HTTPResponse {
    switch route {
    case .accounts(let route): return try accounts.respond(to: route, request: request)
    case .suggestions(let route): return try suggest(route, request: request)
    case .system(.healthCheck): return try system.healthCheck()
    case .system(.root): return system.root()
    case .cart, .catalog, .checkout, .favorites, .geography, .orders, .search:
      // The feature issues (catalogue, cart, checkout, orders) fill these in.
      throw ServerError.notImplemented(route: "\(request.method) \(request.path)")
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
