import Foundation
import MeowlsAPI

/// `/api/v1/admin/orders...`: parse → `OrderAdmin` → encode. An admin reaches every order, a manager their shop's.
struct OrderAdminHandler: Sendable {
  let orders: OrderAdmin

  static func live(_ dependencies: HandlerDependencies) -> OrderAdminHandler {
    let environment = dependencies.environment
    let refunds = CardRefunds(
      clock: environment.clock, database: dependencies.database, log: environment.log,
      terminal: environment.cardTerminal)
    return OrderAdminHandler(
      orders: OrderAdmin(
        clock: environment.clock, database: dependencies.database,
        holdingTime: dependencies.settings.checkout.pickupHoldingTime,
        refunds: OrderRefunds(clock: environment.clock, database: dependencies.database, refunds: refunds)))
  }

  func respond(to route: APIRoute.Admin.Orders, staff: StaffContext) throws -> HTTPResponse {
    let reach: AdminStock.Reach = staff.role == .admin ? .anywhere : .shop(try staff.requireShop())
    switch route {
    case .changeStatus(let id, let body):
      return try .json(orders.changeStatus(try Self.id(id), to: body.statusCode, by: .staff(staff.id), reach: reach))
    case .detail(let id): return try .json(orders.detail(try Self.id(id), reach: reach))
    case .list(let query): return try .json(orders.search(query, reach: reach))
    case .refund(let id, let body): return try .json(orders.refund(try Self.id(id), body, by: staff.id, reach: reach))
    }
  }

  private static func id(_ parameter: PathParameter<Order.ID>) throws -> UUID {
    guard let id = parameter.value else { throw OrderAdminError.notFound(parameter.pathComponent) }
    return id.rawValue
  }
}
