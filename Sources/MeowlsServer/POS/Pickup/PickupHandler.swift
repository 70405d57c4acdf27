import MeowlsAPI

/// `/api/v1/pos/pickups...`: parse → `PickupService` → encode. Cashiers, managers and admins of the order's shop.
struct PickupHandler: Sendable {
  let pickups: PickupService

  func respond(to route: APIRoute.POS.Pickup, caller: Caller) throws -> HTTPResponse {
    let context = try caller.staff().context
    switch route {
    case .handOver(let number, let body): return try .json(try pickups.handOver(number.value, body, by: context))
    case .list(let query): return try .json(try pickups.list(query, for: context))
    case .markReady(let number): return try .json(try pickups.markReady(number.value, by: context))
    }
  }
}
