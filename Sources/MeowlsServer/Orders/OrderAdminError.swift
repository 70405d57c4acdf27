import MeowlsAPI

/// Why the back office refused an order's status change or refund. A change the lifecycle does not allow is a
/// conflict with the order's state here (409, with the customer routes' codes), not a bad request.
enum OrderAdminError: ResponseError, Equatable {
  /// A status change `OrderTransition` refuses, or a cancel of a cancelled or completed order.
  case lifecycle(OrderError)
  /// COMPLETED asked for an unpaid order: staff take its payment at the hand-over (the POS), not the back office.
  case completionNeedsPayment
  case invalid(field: String, reason: String)
  /// A refund of 0 or less, or above 10,000,000 ₽.
  case invalidAmount
  /// A card payment without the terminal's code (taken before codes were kept): nothing to refund it against.
  case noCardAuthorization
  case notFound(String)
  case notPaid
  /// A refund of `asked` when only `left` of the payment is left.
  case refundExceedsPayment(asked: Money, left: Money)

  var status: HTTPStatus {
    switch self {
    case .completionNeedsPayment, .lifecycle, .noCardAuthorization, .notPaid, .refundExceedsPayment: .conflict
    case .invalid, .invalidAmount: .badRequest
    case .notFound: .notFound
    }
  }

  var body: ErrorResponse {
    switch self {
    case .lifecycle(let error): error.body
    case .completionNeedsPayment:
      ErrorResponse(
        code: .paymentRequired, failures: [ErrorFailure(failure: "COMPLETED", field: "status_code")],
        reason: "The order is not paid: it is completed when staff hand it over and take the payment.")
    case .invalid(let field, let reason):
      ErrorResponse(code: .validationError, failures: [ErrorFailure(failure: reason, field: field)], reason: reason)
    case .invalidAmount:
      ErrorResponse(
        code: .invalidAmount, failures: [ErrorFailure(field: "amount")],
        reason: "A refund is from 0.01 to \(OrderRefunds.maximum) RUB.")
    case .noCardAuthorization:
      ErrorResponse(
        code: .orderNotPaid, failures: [ErrorFailure(failure: "card", field: "payment")],
        reason: "The card payment has no authorization code to refund against; refund it at the bank.")
    case .notFound(let id):
      ErrorResponse(
        code: .orderNotFound, failures: [ErrorFailure(failure: id, field: "ID")], reason: "No order with this id.")
    case .notPaid: ErrorResponse(code: .orderNotPaid, reason: "The order is not paid, so there is nothing to refund.")
    case .refundExceedsPayment(let asked, let left):
      ErrorResponse(
        code: .refundExceedsPayment,
        failures: [
          ErrorFailure(failure: "\(asked)", field: "amount"), ErrorFailure(failure: "\(left)", field: "left"),
        ],
        reason: "Only \(left) RUB of the payment is left to refund.")
    }
  }
}
