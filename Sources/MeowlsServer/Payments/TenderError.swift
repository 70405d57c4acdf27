import MeowlsAPI

/// Why the tenders offered cannot pay the sale.
enum TenderError: ResponseError, Equatable {
  /// More on the card than is due: change comes from cash only.
  case cardAmountExceedsTotal(card: Money, total: Money)
  /// The terminal declined the card.
  case cardDeclined(reason: String)
  /// A negative cash or card amount, or one above `POSAmount.maximum`.
  case invalidAmount(Money)
  /// Cash and card together fall short of the total by `missing`.
  case notEnoughCash(missing: Money)

  var status: HTTPStatus { .badRequest }

  var body: ErrorResponse {
    switch self {
    case .cardAmountExceedsTotal(let card, let total):
      ErrorResponse(
        code: .cardAmountExceedsTotal, failures: [ErrorFailure(failure: "\(card) > \(total) RUB", field: "card")],
        reason: "The card cannot pay more than is due; change is given from cash only.")
    case .cardDeclined(let reason):
      ErrorResponse(
        code: .cardDeclined, failures: [ErrorFailure(failure: reason, field: "card")],
        reason: "The card was declined.")
    case .invalidAmount(let amount):
      ErrorResponse(
        code: .invalidTenderAmount, failures: [ErrorFailure(failure: "\(amount) RUB", field: "amount")],
        reason: "A payment amount must be from 0 to \(POSAmount.maximum) RUB.")
    case .notEnoughCash(let missing):
      ErrorResponse(
        code: .notEnoughCash, failures: [ErrorFailure(failure: "\(missing) RUB missing", field: "cash")],
        reason: "The payment does not cover the total.")
    }
  }
}
