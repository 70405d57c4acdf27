import MeowlsAPI

/// The application: matches a request to an `APIRoute` and hands it to the feature that owns it.
struct MeowlsResponder: HTTPResponder {
  let errors: ErrorRendering
  let system: SystemHandler

  init(database: any Database, environment: AppEnvironment) {
    errors = ErrorRendering(log: environment.log)
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
    case .system(.healthCheck): return try system.healthCheck()
    case .system(.root): return system.root()
    case .accounts, .cart, .catalog, .checkout, .favorites, .geography, .orders, .search, .suggestions:
      // The feature issues (catalogue, accounts, cart, checkout, orders) fill these in.
      throw ServerError.notImplemented(route: "\(request.method) \(request.path)")
    }
  }
}
