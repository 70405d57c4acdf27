import MeowlsAPI

/// `/api/v1/pos/returns`: parse → `ReturnService` → encode. Cashiers (with a manager's PIN), managers and admins.
struct ReturnsHandler: Sendable {
  let access: StaffAccess
  let returns: ReturnService

  func respond(to route: APIRoute.POS.Returns, request: HTTPRequest) throws -> HTTPResponse {
    let context = try access.context(for: request, roles: StaffHandler.registerRoles)
    switch route {
    case .create(let body):
      let outcome = try returns.create(body, request: request, by: context)
      var response = HTTPResponse.json(outcome.receipt)
      if outcome.replayed { response.headers.add("Idempotent-Replayed", "true") }
      return response
    }
  }
}
