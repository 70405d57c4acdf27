import MeowlsAPI

/// Why a click-and-collect request was refused.
enum PickupError: ResponseError, Equatable {
  /// The order was handed over already (a second hand-over, or one that lost a race).
  case alreadyHandedOver
  /// The order is still being put together (IN_PROGRESS): it is made ready before it is handed over.
  case notReady(Int)
  /// The phone given is not the order's customer's.
  case phoneMismatch
  /// No pick-up order with this number at the caller's shop (unknown, a courier order, another shop's).
  case pickupNotFound

  var status: HTTPStatus {
    switch self {
    case .alreadyHandedOver, .notReady: .conflict
    case .phoneMismatch: .badRequest
    case .pickupNotFound: .notFound
    }
  }

  var body: ErrorResponse {
    switch self {
    case .alreadyHandedOver:
      ErrorResponse(code: .orderAlreadyHandedOver, reason: "The order has already been handed over.")
    case .notReady(let number):
      ErrorResponse(
        code: .orderNotReady,
        reason: "Order \(number) is not ready for pick-up yet: make it ready first (POST /pos/pickups/\(number)/ready)."
      )
    case .phoneMismatch:
      ErrorResponse(code: .customerPhoneMismatch, reason: "The phone does not match the order's customer.")
    case .pickupNotFound:
      ErrorResponse(code: .pickupNotFound, reason: "No pick-up order with this number at your shop.")
    }
  }
}
