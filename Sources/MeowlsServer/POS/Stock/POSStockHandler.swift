import MeowlsAPI

/// `/api/v1/pos/stock...`: parse → `POSStockService` → encode. Any staff look stock up; managers and admins
/// receive and count (anyone else with a manager's PIN).
struct POSStockHandler: Sendable {
  let stock: POSStockService

  func respond(to route: APIRoute.POS.Stock, caller: Caller) throws -> HTTPResponse {
    switch route {
    case .correct(let body):
      let staff = try caller.staff()
      return try .json(try stock.correct(body, by: staff.context, approval: staff.approval))
    case .lookup(let query):
      _ = try caller.staff()
      return try .json(try stock.lookup(query))
    case .receive(let body):
      let staff = try caller.staff()
      return try .json(try stock.receive(body, by: staff.context, approval: staff.approval))
    }
  }
}
