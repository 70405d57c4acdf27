import MeowlsAPI

/// `/api/v1/pos/...`: hands each POS area's routes to that area's handler. Every handler resolves its caller with
/// the one `StaffAccess`.
struct POSHandler: Sendable {
  let couriers: CourierHandler
  let pickup: PickupHandler
  let reports: ReportsHandler
  let returns: ReturnsHandler
  let sales: SalesHandler
  let shifts: ShiftsHandler
  let staff: StaffHandler
  let stock: POSStockHandler

  /// One card terminal, `environment.cardTerminal`, serves sales, returns, hand-overs and deliveries.
  init(
    database: any Database, environment: AppEnvironment, authenticator: Authenticator, accounts: AccountService,
    checkout: CheckoutSettings
  ) {
    let pins = StaffPINs(database: database, clock: environment.clock, hasher: environment.passwordHasher)
    let access = StaffAccess(authenticator: authenticator, database: database, pins: pins)
    let refunds = CardRefunds(
      clock: environment.clock, database: database, log: environment.log, terminal: environment.cardTerminal)
    let payments = OrderPayments(database: database, refunds: refunds)
    couriers = CourierHandler(
      access: access, couriers: CourierService(clock: environment.clock, database: database, payments: payments))
    pickup = PickupHandler(
      access: access,
      pickups: PickupService(
        clock: environment.clock, database: database, holdingTime: checkout.pickupHoldingTime, payments: payments))
    staff = StaffHandler(
      access: access,
      staff: StaffService(
        access: access, accounts: accounts, clock: environment.clock, database: database, pins: pins,
        sessions: SessionStore(random: environment.random)))
    reports = ReportsHandler(
      access: access, reports: ReportsService(clock: environment.clock, database: database))
    returns = ReturnsHandler(
      access: access,
      returns: ReturnService(access: access, clock: environment.clock, database: database, refunds: refunds))
    sales = SalesHandler(
      access: access,
      sales: SaleService(
        access: access, clock: environment.clock, database: database, random: environment.random,
        refunds: refunds))
    shifts = ShiftsHandler(
      access: access,
      shifts: ShiftService(
        access: access, clock: environment.clock, database: database, random: environment.random))
    stock = POSStockHandler(access: access, stock: POSStockService(clock: environment.clock, database: database))
  }

  func respond(to route: APIRoute.POS, request: HTTPRequest) throws -> HTTPResponse {
    switch route {
    case .couriers(let route): return try couriers.respond(to: route, request: request)
    case .pickup(let route): return try pickup.respond(to: route, request: request)
    case .reports(let route): return try reports.respond(to: route, request: request)
    case .returns(let route): return try returns.respond(to: route, request: request)
    case .sales(let route): return try sales.respond(to: route, request: request)
    case .shifts(let route): return try shifts.respond(to: route, request: request)
    case .staff(let route): return try staff.respond(to: route, request: request)
    case .stock(let route): return try stock.respond(to: route, request: request)
    }
  }
}
