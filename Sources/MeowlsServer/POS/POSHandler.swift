import MeowlsAPI

/// `/api/v1/pos/...`: hands each POS area's routes to that area's handler. Every handler resolves its caller with
/// the one `StaffAccess`.
struct POSHandler: Sendable {
  let staff: StaffHandler

  init(database: any Database, environment: AppEnvironment, authenticator: Authenticator, accounts: AccountService) {
    let pins = StaffPINs(database: database, clock: environment.clock, hasher: environment.passwordHasher)
    let access = StaffAccess(authenticator: authenticator, database: database, pins: pins)
    staff = StaffHandler(
      access: access,
      staff: StaffService(
        accounts: accounts, clock: environment.clock, database: database, pins: pins,
        sessions: SessionStore(random: environment.random)))
  }

  func respond(to route: APIRoute.POS, request: HTTPRequest) throws -> HTTPResponse {
    switch route {
    case .staff(let route): return try staff.respond(to: route, request: request)
    }
  }
}
