extension APIRoute.POS {
  /// `/api/v1/pos/shifts...` and `/pos/registers/{id}/shift` (cashiers, managers, admins of the shop).
  public enum Shifts: Equatable, Sendable {
    /// `POST /pos/shifts/{id}/cash_in` `CashMovementRequest` → `ShiftReport` (X).
    case cashIn(PathParameter<Shift.ID>, CashMovementRequest)
    /// `POST /pos/shifts/{id}/cash_out` `CashMovementRequest` → `ShiftReport` (X).
    case cashOut(PathParameter<Shift.ID>, CashMovementRequest)
    /// `POST /pos/shifts/{id}/close` `ShiftCloseRequest` (the blind count) → `ShiftReport` (Z).
    case close(PathParameter<Shift.ID>, ShiftCloseRequest)
    /// `GET /pos/registers/{id}/shift` → the register's open `Shift`.
    case current(PathParameter<Register.ID>)
    /// `GET /pos/cash_movements/{id}` → `CashMovement`.
    case movement(PathParameter<CashMovement.ID>)
    /// `GET /pos/cash_movements/{id}.html` → the movement's slip as a printable 80 mm page (`text/html`).
    case movementSlip(PathParameter<CashMovement.ID>)
    /// `GET /pos/shifts/{id}/cash_movements` → `[CashMovement]` of the shift, oldest first.
    case movements(PathParameter<Shift.ID>)
    /// `POST /pos/shifts` `ShiftOpenRequest` → `Shift`.
    case open(ShiftOpenRequest)
    /// `GET /pos/shifts/{id}/report` → `ShiftReport`: X while open, Z once closed.
    case report(PathParameter<Shift.ID>)
    /// `GET /pos/registers/{id}/shifts?page&per_page` → `Page<ShiftReport>`: the register's shifts, newest first,
    /// each with its X report (open) or Z report (closed).
    case history(PathParameter<Register.ID>, PageRequest)
    /// `GET /pos/shifts/{id}/report.html` → the same report as a printable 80 mm page (`text/html`).
    case reportHTML(PathParameter<Shift.ID>)
  }
}

extension APIRoute.POS.Shifts {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .cashIn, .cashOut, .close, .current, .history, .movement, .movementSlip, .movements, .open, .report,
      .reportHTML:
      .staff(RouteAccess.registerRoles)
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .cashIn(let id, let body): .pos(post: ["shifts", id.pathComponent, "cash_in"], body: body)
    case .cashOut(let id, let body): .pos(post: ["shifts", id.pathComponent, "cash_out"], body: body)
    case .close(let id, let body): .pos(post: ["shifts", id.pathComponent, "close"], body: body)
    case .current(let register): .pos(.GET, ["registers", register.pathComponent, "shift"])
    case .movement(let id): .pos(.GET, ["cash_movements", id.pathComponent])
    case .movementSlip(let id): .pos(.GET, ["cash_movements", id.pathComponent + ".html"])
    case .movements(let id): .pos(.GET, ["shifts", id.pathComponent, "cash_movements"])
    case .history(let register, let page):
      .pos(.GET, ["registers", register.pathComponent, "shifts"], query: .page(page))
    case .open(let body): .pos(post: ["shifts"], body: body)
    case .report(let id): .pos(.GET, ["shifts", id.pathComponent, "report"])
    case .reportHTML(let id): .pos(.GET, ["shifts", id.pathComponent, "report.html"])
    }
  }

  /// The routes of a path below `/api/v1/pos`.
  ///
  /// NB: `cash_movements/{id}.html` is the slip of movement `{id}`, as a receipt's `.html` is its page.
  static func table(for path: [String]) -> RouteTable<Self> {
    if path == ["shifts"] { return [.POST: { input in .open(try input.body()) }] }
    if let segment = path.parameter(after: ["cash_movements"]) {
      guard segment.hasSuffix(".html") else { return [.GET: { _ in .movement(PathParameter(pathComponent: segment)) }] }
      let id = PathParameter<CashMovement.ID>(pathComponent: String(segment.dropLast(5)))
      return [.GET: { _ in .movementSlip(id) }]
    }
    if let register = path.parameter(after: ["registers"], before: ["shift"]) {
      return [.GET: { _ in .current(PathParameter(pathComponent: register)) }]
    }
    if let register = path.parameter(after: ["registers"], before: ["shifts"]) {
      return [.GET: { input in .history(PathParameter(pathComponent: register), try input.page()) }]
    }
    guard path.count == 3, path[0] == "shifts" else { return [:] }
    let id = PathParameter<Shift.ID>(pathComponent: path[1])
    switch path[2] {
    case "cash_in": return [.POST: { input in .cashIn(id, try input.body()) }]
    case "cash_movements": return [.GET: { _ in .movements(id) }]
    case "cash_out": return [.POST: { input in .cashOut(id, try input.body()) }]
    case "close": return [.POST: { input in .close(id, try input.body()) }]
    case "report": return [.GET: { _ in .report(id) }]
    case "report.html": return [.GET: { _ in .reportHTML(id) }]
    default: return [:]
    }
  }
}
