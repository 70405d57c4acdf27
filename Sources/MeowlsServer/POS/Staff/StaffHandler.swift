import MeowlsAPI

/// `/api/v1/pos/login`, `/pos/me`, `/pos/registers...`: parse → `StaffService` → encode.
struct StaffHandler: Sendable {
  let access: StaffAccess
  let staff: StaffService

  /// Roles that work a register.
  static let registerRoles: Set<Role> = [.admin, .cashier, .manager]

  func respond(to route: APIRoute.POS.Staff, request: HTTPRequest) throws -> HTTPResponse {
    switch route {
    case .current:
      return try .json(try staff.member(try access.context(for: request).id))
    case .login:
      let credentials = BasicCredentials(header: request.headers["Authorization"])
      return try .json(try staff.login(credentials, clientAddress: request.clientAddress))
    case .registers:
      return try .json(try staff.registers(for: try access.context(for: request, roles: Self.registerRoles)))
    case .unlockRegister(let id, let body):
      let context = try access.context(for: request, roles: Self.registerRoles)
      return try .json(try staff.unlock(id.value, with: body, by: context))
    }
  }
}
