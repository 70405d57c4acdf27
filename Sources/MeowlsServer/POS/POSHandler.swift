import MeowlsAPI

/// `/api/v1/pos/...`: hands each POS area's routes to that area's handler. Every handler resolves its caller with
/// the one `StaffAccess`.
struct POSHandler: Sendable {
  let couriers: CourierHandler
  let pickup: PickupHandler
  let staff: StaffHandler
  let stock: POSStockHandler

  init(
    database: any Database, environment: AppEnvironment, authenticator: Authenticator, accounts: AccountService,
    checkout: CheckoutSettings
  ) {
    let pins = StaffPINs(database: database, clock: environment.clock, hasher: environment.passwordHasher)
    let access = StaffAccess(authenticator: authenticator, database: database, pins: pins)
    let payments = OrderPayments(database: database, terminal: environment.cardTerminal)
    couriers = CourierHandler(
      access: access, couriers: CourierService(clock: environment.clock, database: database, payments: payments))
    pickup = PickupHandler(
      access: access,
      pickups: PickupService(
        clock: environment.clock, database: database, holdingTime: checkout.pickupHoldingTime, payments: payments))
    staff = StaffHandler(
      access: access,
      staff: StaffService(
        accounts: accounts, clock: environment.clock, database: database, pins: pins,
        sessions: SessionStore(random: environment.random)))
    stock = POSStockHandler(access: access, stock: POSStockService(clock: environment.clock, database: database))
  }

  func respond(to route: APIRoute.POS, request: HTTPRequest) throws -> HTTPResponse {
    switch route {
    case .couriers(let route): return try couriers.respond(to: route, request: request)
    case .pickup(let route): return try pickup.respond(to: route, request: request)
    case .staff(let route): return try staff.respond(to: route, request: request)
    case .stock(let route): return try stock.respond(to: route, request: request)
    }
  }
}
