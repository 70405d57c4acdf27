import MeowlsAPI

/// `/api/v1/orders...` (all need a token; the owner's orders only): authenticate → call the orders → encode.
struct OrdersHandler: Sendable {
  let authenticator: Authenticator
  let orders: OrderService

  func respond(to route: APIRoute.Orders, request: HTTPRequest) throws -> HTTPResponse {
    let user = try authenticator.authenticate(request).id
    let language = Language(request)
    switch route {
    case .cancel(let number):
      guard let number = number.value else { throw OrderError.orderIdRequired }
      try orders.cancel(number, of: user)
      return .emptyObject
    case .detail(let number):
      guard let number = number.value else { throw OrderError.orderNumberRequired }
      return try .json(orders.detail(number, of: user, in: language))
    case .list(let page):
      return try .json(orders.list(of: user, page: page, in: language))
    case .repeat(let number):
      guard let number = number.value else { throw OrderError.orderNumberRequired }
      return try .json(orders.repeat(number, of: user, in: language))
    }
  }
}
