import MeowlsAPI

/// `/api/v1/pos/pickups...`: parse → `PickupService` → encode. Cashiers, managers and admins of the order's shop.
struct PickupHandler: Sendable {
  let access: StaffAccess
  let pickups: PickupService

  /// Roles that work the counter.
  static let roles: Set<Role> = [.admin, .cashier, .manager]

  func respond(to route: APIRoute.POS.Pickup, request: HTTPRequest) throws -> HTTPResponse {
    let context = try access.context(for: request, roles: Self.roles)
    switch route {
    case .handOver(let number, let body): return try .json(try pickups.handOver(number.value, body, by: context))
    case .list(let query): return try .json(try pickups.list(query, for: context))
    case .markReady(let number): return try .json(try pickups.markReady(number.value, by: context))
    }
  }
}
