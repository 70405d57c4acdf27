import MeowlsAPI

/// `/api/v1/pos/returns`: parse → `ReturnService` → encode. Cashiers (with a manager's PIN), managers and admins.
struct ReturnsHandler: Sendable {
  let returns: ReturnService

  func respond(to route: APIRoute.POS.Returns, caller: Caller) throws -> HTTPResponse {
    let staff = try caller.staff()
    switch route {
    case .create(let body):
      let outcome = try returns.create(body, by: staff)
      var response = HTTPResponse.json(outcome.receipt)
      if outcome.replayed { response.headers.add("Idempotent-Replayed", "true") }
      return response
    case .returns(let query):
      return try .json(
        try ReceiptListing(database: returns.database).decoded(
          ReturnReceipt.self, of: .returns, query, for: staff.context))
    case .receipt(let number):
      return .json(Array(try returns.receipt(number.value).json.utf8))
    case .receiptHTML(let number):
      return .html(ReturnReceiptHTML.render(try returns.receipt(number.value).page))
    }
  }
}
