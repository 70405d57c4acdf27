import MeowlsAPI

/// Why staff could not take the payment for an order handed over or delivered.
enum OrderPaymentError: ResponseError, Equatable {
  /// The order is not paid and the request carries no payment.
  case paymentRequired(due: Money)
  /// The tender does not pay the amount due (the counter sale's arithmetic and codes, e.g. `notEnoughCash`).
  case tender(TenderError)

  var status: HTTPStatus {
    switch self {
    case .paymentRequired: .badRequest
    case .tender(let error): error.status
    }
  }

  var body: ErrorResponse {
    switch self {
    case .paymentRequired(let due):
      ErrorResponse(code: .paymentRequired, reason: "The order is not paid: take a payment of \(due) (cash or card).")
    case .tender(let error): error.body
    }
  }
}
