import MeowlsAPI

/// `/api/v1/pos/...`: hands each POS area's routes to that area's handler, with the caller the route's access
/// resolved.
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
  /// `search`: the catalogue's search, for stock looked up by name.
  static func live(_ dependencies: HandlerDependencies, search: SearchService? = nil) -> Self {
    Self(
      search: search,
      database: dependencies.database, environment: dependencies.environment, access: dependencies.staffAccess,
      pins: dependencies.pins, accounts: dependencies.accounts, checkout: dependencies.settings.checkout,
      seller: dependencies.settings.pos.legalEntity)
  }

  private init(
    search: SearchService?, database: any Database, environment: AppEnvironment, access: StaffAccess, pins: StaffPINs,
    accounts: AccountService, checkout: CheckoutSettings, seller: LegalEntity
  ) {
    let fiscal = Fiscalization(registrar: environment.fiscalRegistrar, seller: seller)
    let refunds = CardRefunds(
      clock: environment.clock, database: database, log: environment.log, terminal: environment.cardTerminal)
    let payments = OrderPayments(database: database, refunds: refunds)
    let receipts = OrderReceipts(fiscal: fiscal, random: environment.random)
    couriers = CourierHandler(
      couriers: CourierService(
        clock: environment.clock, database: database, payments: payments, random: environment.random,
        receipts: receipts))
    pickup = PickupHandler(
      pickups: PickupService(
        clock: environment.clock, database: database, holdingTime: checkout.pickupHoldingTime, payments: payments,
        receipts: receipts))
    staff = StaffHandler(
      staff: StaffService(
        access: access, accounts: accounts, clock: environment.clock, database: database, pins: pins,
        sessions: SessionStore(random: environment.random)))
    reports = ReportsHandler(reports: ReportsService(clock: environment.clock, database: database))
    returns = ReturnsHandler(
      returns: ReturnService(
        access: access, clock: environment.clock, database: database, fiscal: fiscal, refunds: refunds))
    sales = SalesHandler(
      catalogue: RegisterCatalogueService(database: database),
      quoting: SaleQuoting(access: access, clock: environment.clock, database: database),
      sales: SaleService(
        access: access, clock: environment.clock, database: database, fiscal: fiscal, random: environment.random,
        refunds: refunds))
    shifts = ShiftsHandler(
      shifts: ShiftService(
        access: access, clock: environment.clock, database: database, fiscal: fiscal, random: environment.random))
    stock = POSStockHandler(stock: POSStockService(clock: environment.clock, database: database, search: search))
  }

  func respond(to route: APIRoute.POS, caller: Caller) throws -> HTTPResponse {
    switch route {
    case .couriers(let route): return try couriers.respond(to: route, caller: caller)
    case .pickup(let route): return try pickup.respond(to: route, caller: caller)
    case .reports(let route): return try reports.respond(to: route, caller: caller)
    case .returns(let route): return try returns.respond(to: route, caller: caller)
    case .sales(let route): return try sales.respond(to: route, caller: caller)
    case .shifts(let route): return try shifts.respond(to: route, caller: caller)
    case .staff(let route): return try staff.respond(to: route, caller: caller)
    case .stock(let route): return try stock.respond(to: route, caller: caller)
    }
  }
}
