import MeowlsAPI

/// Why a POS basket cannot be priced.
enum POSBasketError: ResponseError, Equatable {
  /// No lines.
  case empty
  /// An amount outside `POSAmount.allowed`, or a percentage outside 0…100.
  case invalidDiscount(POSDiscount)
  /// A line of zero or fewer pieces.
  case invalidQuantity(Int)
  /// A line of 0 g or more than `POSQuantity.maximumGrams`.
  case invalidWeight(Int)

  var status: HTTPStatus { .badRequest }

  var body: ErrorResponse {
    switch self {
    case .empty:
      ErrorResponse(code: .basketIsEmpty, reason: "The basket is empty.")
    case .invalidDiscount(let discount):
      ErrorResponse(
        code: .invalidDiscount, failures: [ErrorFailure(failure: discount.text, field: "discount")],
        reason: "A discount must be an amount from 0 to \(POSAmount.maximum) RUB or a percentage from 0 to 100.")
    case .invalidQuantity(let count):
      ErrorResponse(
        code: .invalidQuantity, failures: [ErrorFailure(failure: "\(count)", field: "count")],
        reason: "A line must hold from 1 to \(POSQuantity.maximumPieces) pieces.")
    case .invalidWeight(let grams):
      ErrorResponse(
        code: .invalidWeight, failures: [ErrorFailure(failure: "\(grams) g", field: "grams")],
        reason: "The weight must be from 1 g to \(POSQuantity.maximumGrams) g.")
    }
  }
}

extension POSDiscount {
  /// The discount as the error's `failure` text: `150.00 RUB` or `12 %`.
  var text: String {
    switch self {
    case .amount(let amount): "\(amount) RUB"
    case .percent(let percent): "\(percent) %"
    }
  }
}
