import MeowlsAPI

/// `/api/v1/orders...` (all need a token; the owner's orders only): take the caller → call the orders → encode.
struct OrdersHandler: Sendable {
  let orders: OrderService

  static func live(_ dependencies: HandlerDependencies) -> Self {
    Self(
      orders: OrderService(
        carts: dependencies.carts, clock: dependencies.environment.clock, database: dependencies.database))
  }

  func respond(to route: APIRoute.Orders, context: RouteContext) throws -> HTTPResponse {
    let user = try context.caller.user().id
    let language = context.language
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
