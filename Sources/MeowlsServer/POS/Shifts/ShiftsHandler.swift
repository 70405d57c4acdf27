import MeowlsAPI

/// `/api/v1/pos/shifts...` and `/pos/registers/{id}/shift`: parse → `ShiftService` → encode. Cashiers, managers
/// and admins of the register's shop.
struct ShiftsHandler: Sendable {
  let shifts: ShiftService

  func respond(to route: APIRoute.POS.Shifts, caller: Caller) throws -> HTTPResponse {
    let context = try caller.staff().context
    switch route {
    case .cashIn(let id, let body): return try moved(try shifts.move(.in, body, on: id.value, by: context), context)
    case .cashOut(let id, let body): return try moved(try shifts.move(.out, body, on: id.value, by: context), context)
    case .close(let id, let body): return try .json(try shifts.close(id.value, body, by: context))
    case .current(let register): return try .json(try shifts.current(on: register.value, for: context))
    case .history(let register, let page): return try .json(try shifts.history(of: register.value, page, for: context))
    case .movement(let id): return try .json(try shifts.movement(id.value, for: context))
    case .movementSlip(let id): return .html(CashMovementSlip.render(try shifts.slip(id.value, for: context)))
    case .movements(let id): return try .json(try shifts.movements(of: id.value, for: context))
    case .open(let body): return try .json(try shifts.open(body, by: context))
    case .report(let id): return try .json(try shifts.report(id.value, for: context).seen(by: context))
    case .reportHTML(let id):
      let (report, heading) = try shifts.printable(id.value, for: context)
      return .html(ShiftReportHTML.render(report, heading))
    }
  }

  /// The X report with the movement (blind for a cashier), marked when it replays an earlier request.
  private func moved(_ outcome: ShiftService.MovementOutcome, _ context: StaffContext) throws -> HTTPResponse {
    var response = try HTTPResponse.json(outcome.report.seen(by: context))
    if outcome.replayed { response.headers.add("Idempotent-Replayed", "true") }
    return response
  }
}
