import MeowlsAPI

/// `/api/v1/cart...`: the anonymous calculation is public; the saved cart needs a token. Each route reads as
/// take the caller → call the domain → encode; summary names follow `Accept-Language`.
struct CartHandler: Sendable {
  let carts: CartService

  static func live(_ dependencies: HandlerDependencies) -> Self {
    Self(carts: dependencies.carts)
  }

  func respond(to route: APIRoute.Cart, context: RouteContext) throws -> HTTPResponse {
    let language = context.language
    switch route {
    case .calculate(let body):
      return try .json(carts.calculate(body, in: language))
    case .current:
      return try .json(carts.current(of: try context.caller.user().id, in: language))
    case .merge(let body):
      return try .json(carts.merge(body, of: try context.caller.user().id, in: language))
    case .update(let body):
      return try .json(carts.update(body, of: try context.caller.user().id, in: language))
    }
  }
}
