import Foundation
import MeowlsAPI

/// `/api/v1/pos/sales` and `/pos/receipts/...`: parse → `SaleService` → the receipt as JSON or printable HTML.
/// Cashiers, managers and admins of the register's shop.
struct SalesHandler: Sendable {
  let catalogue: RegisterCatalogueService
  let quoting: SaleQuoting
  let sales: SaleService

  func respond(to route: APIRoute.POS.Sales, caller: Caller) throws -> HTTPResponse {
    let staff = try caller.staff()
    let context = staff.context
    switch route {
    case .catalogue(let query): return try .json(try catalogue.page(query, for: context))
    case .quote(let body): return try .json(try quoting.quote(body, for: context))
    case .receipt(let number):
      return .json(Array(try sales.receipt(number.value, for: context).json.utf8))
    case .receiptHTML(let number):
      let (json, timeZone) = try sales.receipt(number.value, for: context)
      let receipt = try JSONDecoder.meowls.decode(Receipt.self, from: Data(json.utf8))
      return HTTPResponse(
        status: .ok, headers: HTTPHeaders([("Content-Type", "text/html; charset=utf-8")]),
        body: Array(ReceiptHTML.render(receipt, timeZone: timeZone).utf8))
    case .receipts(let query):
      return try .json(
        try ReceiptListing(database: sales.database).decoded(Receipt.self, of: .sales, query, for: context))
    case .sell(let body):
      let outcome = try sales.sell(body, by: staff)
      var response = HTTPResponse.json(outcome.receipt)
      if outcome.replayed { response.headers.add("Idempotent-Replayed", "true") }
      return response
    }
  }
}
