import MeowlsAPI

/// Why an order request failed (400, api.md §2.4 and §11.8 with `decisions.md`: another user's order answers
/// exactly as an unknown one).
enum OrderError: ResponseError, Equatable {
  /// Cancel of an order already cancelled.
  case alreadyCancelled
  /// An unknown number, or another user's order.
  case invalidOrderNumber
  /// Cancel of a completed order.
  case isComplete
  /// `/orders/{n}/cancel` with a non-integer n.
  case orderIdRequired
  /// `/orders/{n}` or `/orders/{n}/repeat` with a non-integer n.
  case orderNumberRequired
  /// A status change the lifecycle does not allow (new in MEOWLS).
  case transitionNotAllowed(from: OrderStatusCode, to: OrderStatusCode)

  var status: HTTPStatus { .badRequest }

  var body: ErrorResponse {
    switch self {
    case .alreadyCancelled:
      ErrorResponse(code: .orderAlreadyCancelled, reason: "Order has already been cancelled.")
    case .invalidOrderNumber:
      ErrorResponse(code: .invalidOrderNumber, reason: "Invalid order number. Order not found.")
    case .isComplete:
      ErrorResponse(code: .orderIsComplete, reason: "Order status is \"COMPLETED\" it cannot be cancelled.")
    case .orderIdRequired:
      ErrorResponse(code: .orderIdRequired, reason: "Order ID query parameter is required.")
    case .orderNumberRequired:
      ErrorResponse(code: .orderNumberRequired, reason: "Order number query parameter is required.")
    case .transitionNotAllowed(let from, let to):
      ErrorResponse(
        code: .orderStatusTransitionNotAllowed,
        reason: "Order status cannot change from \"\(from.rawValue)\" to \"\(to.rawValue)\".")
    }
  }
}
