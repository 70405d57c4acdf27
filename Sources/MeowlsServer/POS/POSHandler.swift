import MeowlsAPI

/// `/api/v1/pos/...`: hands each POS area's routes to that area's handler. Every handler resolves its caller with
/// the one `StaffAccess`.
struct POSHandler: Sendable {
  let reports: ReportsHandler
  let returns: ReturnsHandler
  let sales: SalesHandler
  let shifts: ShiftsHandler
  let staff: StaffHandler

  /// `terminal`: the registers' card terminal (the simulated one unless a test gives another).
  init(
    database: any Database, environment: AppEnvironment, authenticator: Authenticator, accounts: AccountService,
    terminal: CardTerminal? = nil
  ) {
    let pins = StaffPINs(database: database, clock: environment.clock, hasher: environment.passwordHasher)
    let access = StaffAccess(authenticator: authenticator, database: database, pins: pins)
    staff = StaffHandler(
      access: access,
      staff: StaffService(
        access: access, accounts: accounts, clock: environment.clock, database: database, pins: pins,
        sessions: SessionStore(random: environment.random)))
    reports = ReportsHandler(
      access: access, reports: ReportsService(clock: environment.clock, database: database))
    let terminal = terminal ?? .simulated(random: environment.random)
    returns = ReturnsHandler(
      access: access,
      returns: ReturnService(access: access, clock: environment.clock, database: database, terminal: terminal))
    sales = SalesHandler(
      access: access,
      sales: SaleService(
        access: access, clock: environment.clock, database: database, random: environment.random,
        terminal: terminal))
    shifts = ShiftsHandler(
      access: access,
      shifts: ShiftService(
        access: access, clock: environment.clock, database: database, random: environment.random))
  }

  func respond(to route: APIRoute.POS, request: HTTPRequest) throws -> HTTPResponse {
    switch route {
    case .reports(let route): return try reports.respond(to: route, request: request)
    case .returns(let route): return try returns.respond(to: route, request: request)
    case .sales(let route): return try sales.respond(to: route, request: request)
    case .shifts(let route): return try shifts.respond(to: route, request: request)
    case .staff(let route): return try staff.respond(to: route, request: request)
    }
  }
}
