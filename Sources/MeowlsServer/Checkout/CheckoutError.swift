import MeowlsAPI

/// Why a checkout request failed (400, api.md §2.4 and §11.5 with `decisions.md`). A failed purchase writes
/// nothing: no order, no stock change, the cart as it was.
enum CheckoutError: ResponseError, Equatable {
  /// The cart has no lines (new in MEOWLS; a cart never updated is empty too).
  case cartIsEmpty
  /// The city of the address (or of `X-City-Id`) is unknown.
  case cityNotFoundById
  /// A courier delivery without a date or window, or a pick-up without its shop; `field` names what is missing.
  case deliveryCreationFailed(field: String)
  /// The date or window chosen is not offered (any more).
  case deliveryTimeIntervalNotAvailable
  /// A courier delivery without an address, or with an empty street or house.
  case invalidReceivedAddress
  /// Lines above the stock of the location the order takes from, each with the quantity actually there.
  case itemsNotAvailableWithSetCount([ErrorFailure])
  /// A courier order whose goods total (after discounts) is below the minimum the delivery option announces (new in
  /// MEOWLS).
  case belowCourierMinimum(Money)
  /// A purchase without `payment_type`.
  case paymentTypeRequired
  /// `pickup_point_id` names no MEOWLS shop.
  case pickupPointNotFound
  /// `X-City-Id` is missing or not a UUID.
  case xCityIdParameterRequired

  var status: HTTPStatus { .badRequest }

  var body: ErrorResponse {
    switch self {
    case .cartIsEmpty:
      ErrorResponse(code: .cartIsEmpty, reason: "The cart is empty.")
    case .cityNotFoundById:
      ErrorResponse(code: .cityNotFoundById, reason: "City not found by ID for timezone.")
    case .deliveryCreationFailed(let field):
      ErrorResponse(
        code: .deliveryCreationFailed, failures: [ErrorFailure(failure: "Field is empty", field: field)],
        reason: "Delivery creation failed.")
    case .deliveryTimeIntervalNotAvailable:
      ErrorResponse(
        code: .deliveryTimeIntervalNotAvailable,
        reason: "The selected delivery time interval is no longer available.")
    case .invalidReceivedAddress:
      ErrorResponse(
        code: .invalidReceivedAddress, failures: [ErrorFailure(failure: "delivery", field: "Type")],
        reason: "The received address is invalid.")
    case .itemsNotAvailableWithSetCount(let failures):
      ErrorResponse(
        code: .itemsNotAvailableWithSetCount, failures: failures,
        reason: "Some items are not available in the specified quantity.")
    case .belowCourierMinimum(let minimum):
      ErrorResponse(
        code: .courierMinimumNotReached,
        failures: [ErrorFailure(failure: "\(CheckoutOptions.roubles(minimum)) ₽", field: "Minimum")],
        reason: "Courier delivery takes orders from \(CheckoutOptions.roubles(minimum)) ₽.")
    case .paymentTypeRequired:
      ErrorResponse(code: .paymentTypeRequired, reason: "Payment type is required.")
    case .pickupPointNotFound:
      ErrorResponse(code: .pickupPointNotFound, reason: "Pickup point not found.")
    case .xCityIdParameterRequired:
      ErrorResponse(code: .xCityIdParameterRequired, reason: "X-City-Id parameter is required.")
    }
  }

  /// The failure naming a line above its stock, with the quantity actually available (`decisions.md`).
  static func shortage(productName: String, available: Int) -> ErrorFailure {
    ErrorFailure(failure: "\"\(productName)\" is available in quantity \(max(available, 0)) items", field: productName)
  }
}
