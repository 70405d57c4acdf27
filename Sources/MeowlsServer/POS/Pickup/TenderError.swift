import MeowlsAPI

/// Why staff could not take the payment for an order handed over.
enum TenderError: ResponseError, Equatable {
  /// Cash received below the amount due.
  case insufficientCash(due: Money, received: Money)
  /// The order is not paid and the request carries no payment.
  case paymentRequired(due: Money)

  var status: HTTPStatus { .badRequest }

  var body: ErrorResponse {
    switch self {
    case .insufficientCash(let due, let received):
      ErrorResponse(
        code: .insufficientCash, reason: "Cash received (\(received)) is less than the amount due (\(due)).")
    case .paymentRequired(let due):
      ErrorResponse(code: .paymentRequired, reason: "The order is not paid: take a payment of \(due) (cash or card).")
    }
  }
}
