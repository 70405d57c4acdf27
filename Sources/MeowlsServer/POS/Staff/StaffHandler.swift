import MeowlsAPI

/// `/api/v1/pos/login`, `/pos/me`, `/pos/registers...`: parse → `StaffService` → encode.
struct StaffHandler: Sendable {
  let staff: StaffService

  func respond(to route: APIRoute.POS.Staff, caller: Caller) throws -> HTTPResponse {
    switch route {
    case .current:
      return try .json(try staff.member(try caller.staff().context.id))
    case .disable(let id):
      return try .json(try staff.disable(id.value, by: try caller.staff().context))
    case .enable(let id):
      return try .json(try staff.enable(id.value))
    case .members:
      return try .json(try staff.members(for: try caller.staff().context))
    case .update(let id, let body):
      return try .json(try staff.update(id.value, with: body))
    case .logout:
      try staff.logout(try caller.staff().context)
      return .emptyObject
    case .login:
      return try .json(try staff.login(caller.login.credentials, clientAddress: caller.login.clientAddress))
    case .registers:
      return try .json(try staff.registers(for: try caller.staff().context))
    case .unlockRegister(let id, let body):
      return try .json(try staff.unlock(id.value, with: body, by: try caller.staff().context))
    }
  }
}
