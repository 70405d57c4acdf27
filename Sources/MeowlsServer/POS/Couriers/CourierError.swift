import MeowlsAPI

/// Why a courier-task request was refused.
enum CourierError: ResponseError, Equatable {
  /// The task is assigned to another courier.
  case courierNotAssigned
  /// The courier named is unknown, no courier, or works in another city than the order's.
  case courierNotFound
  /// The task is delivered or failed already, or the order is no longer open.
  case deliveryClosed
  /// No courier order with this number that the caller may act on.
  case deliveryNotFound
  /// A failed delivery without a reason.
  case failureReasonRequired

  var status: HTTPStatus {
    switch self {
    case .courierNotAssigned: .forbidden
    case .courierNotFound, .deliveryNotFound: .notFound
    case .deliveryClosed: .conflict
    case .failureReasonRequired: .badRequest
    }
  }

  var body: ErrorResponse {
    switch self {
    case .courierNotAssigned:
      ErrorResponse(code: .courierNotAssigned, reason: "This delivery is assigned to another courier.")
    case .courierNotFound:
      ErrorResponse(code: .courierNotFound, reason: "No courier with this id works in the order's city.")
    case .deliveryClosed:
      ErrorResponse(code: .deliveryClosed, reason: "This delivery is already closed (delivered, failed or cancelled).")
    case .deliveryNotFound:
      ErrorResponse(code: .deliveryNotFound, reason: "No courier order with this number for you.")
    case .failureReasonRequired:
      ErrorResponse(code: .failureReasonRequired, reason: "Say why the delivery failed (reason).")
    }
  }
}
