import MeowlsAPI

/// `/api/v1/pos/deliveries...`: parse → `CourierService` → encode.
///
/// Managers and admins assign (a cashier with a manager's PIN too); couriers report their own deliveries.
struct CourierHandler: Sendable {
  let couriers: CourierService

  func respond(to route: APIRoute.POS.Couriers, caller: Caller) throws -> HTTPResponse {
    let staff = try caller.staff()
    switch route {
    case .assign(let body):
      return try .json(try couriers.assign(body, by: staff.context, approval: staff.approval))
    case .list(let query):
      return try .json(try couriers.list(query, for: staff.context))
    case .markDelivered(let number, let body):
      return try .json(try couriers.delivered(number.value, body, by: staff.context))
    case .markFailed(let number, let body):
      return try .json(try couriers.failed(number.value, body, by: staff.context))
    }
  }
}
