import MeowlsAPI

/// The application: matches a request to an `APIRoute` and hands it to the feature that owns it.
struct MeowlsResponder: HTTPResponder {
  let errors: ErrorRendering
  let suggestions: SuggestionsHandler
  let system: SystemHandler

  /// Loads the bundled suggestion data once; throws `SuggestionDataError` when it is broken.
  init(database: any Database, environment: AppEnvironment) throws {
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
    // NB: the four address routes need a token (api.md §0 rows 28–31); the check is wired when accounts land.
    case .suggestions(.flats(let query)): return try suggestions.flats(query)
    case .suggestions(.fullAddress(let address)): return try suggestions.fullAddress(address)
    case .suggestions(.houses(let query)): return try suggestions.houses(query)
    case .suggestions(.names(let query)): return try suggestions.fullNames(.name, query: query)
    case .suggestions(.patronymics(let query)): return try suggestions.fullNames(.patronymic, query: query)
    case .suggestions(.streets(let query)): return try suggestions.streets(query)
    case .suggestions(.surnames(let query)): return try suggestions.fullNames(.surname, query: query)
    case .system(.healthCheck): return try system.healthCheck()
    case .system(.root): return system.root()
    case .accounts, .cart, .catalog, .checkout, .favorites, .geography, .orders, .search:
      // The feature issues (catalogue, accounts, cart, checkout, orders) fill these in.
      throw ServerError.notImplemented(route: "\(request.method) \(request.path)")
    }
  }
}
