import MeowlsAPI

/// `/api/v1/pos/stock...`: parse → `POSStockService` → encode. Any staff look stock up; managers and admins
/// receive and count (anyone else with a manager's PIN).
struct POSStockHandler: Sendable {
  let access: StaffAccess
  let stock: POSStockService

  /// Who changes stock without a PIN.
  static let managers: Set<Role> = [.admin, .manager]

  func respond(to route: APIRoute.POS.Stock, request: HTTPRequest) throws -> HTTPResponse {
    switch route {
    case .correct(let body):
      let (context, approval) = try access.context(for: request, roles: Self.managers, orManagerApproval: true)
      return try .json(try stock.correct(body, by: context, approval: approval))
    case .lookup(let query):
      _ = try access.context(for: request)
      return try .json(try stock.lookup(query))
    case .receive(let body):
      let (context, approval) = try access.context(for: request, roles: Self.managers, orManagerApproval: true)
      return try .json(try stock.receive(body, by: context, approval: approval))
    }
  }
}
