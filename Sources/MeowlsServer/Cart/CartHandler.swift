import MeowlsAPI

/// `/api/v1/cart...`: the anonymous calculation is public; the saved cart needs a token. Each route reads as
/// authenticate → call the domain → encode; summary names follow `Accept-Language`.
struct CartHandler: Sendable {
  let authenticator: Authenticator
  let carts: CartService

  func respond(to route: APIRoute.Cart, request: HTTPRequest) throws -> HTTPResponse {
    let language = Language(request)
    switch route {
    case .calculate(let body):
      return try .json(carts.calculate(body, in: language))
    case .current:
      return try .json(carts.current(of: try authenticator.authenticate(request).id, in: language))
    case .merge(let body):
      return try .json(carts.merge(body, of: try authenticator.authenticate(request).id, in: language))
    case .update(let body):
      return try .json(carts.update(body, of: try authenticator.authenticate(request).id, in: language))
    }
  }
}
