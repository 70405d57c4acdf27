import MeowlsAPI

/// `/api/v1/pos/deliveries...`: parse → `CourierService` → encode.
///
/// Managers and admins assign (a cashier with a manager's PIN too); couriers report their own deliveries.
struct CourierHandler: Sendable {
  let access: StaffAccess
  let couriers: CourierService

  /// Who assigns without a PIN.
  static let assigners: Set<Role> = [.admin, .manager]
  /// Who lists tasks: couriers their own, managers their shop's.
  static let viewers: Set<Role> = [.admin, .courier, .manager]

  func respond(to route: APIRoute.POS.Couriers, request: HTTPRequest) throws -> HTTPResponse {
    switch route {
    case .assign(let body):
      let (context, approval) = try access.context(for: request, roles: Self.assigners, orManagerApproval: true)
      return try .json(try couriers.assign(body, by: context, approval: approval))
    case .list(let query):
      return try .json(try couriers.list(query, for: try access.context(for: request, roles: Self.viewers)))
    case .markDelivered(let number, let body):
      let context = try access.context(for: request, roles: [.courier])
      return try .json(try couriers.delivered(number.value, body, by: context))
    case .markFailed(let number, let body):
      let context = try access.context(for: request, roles: [.courier])
      return try .json(try couriers.failed(number.value, body, by: context))
    }
  }
}
