import MeowlsAPI

/// Why a counter sale was refused (besides the basket, barcode, tender, promo code, shift and staff errors).
public enum SaleError: ResponseError, Equatable {
  /// `cashier_id` names nobody who may sell at the register's shop.
  case cashierNotAtShop
  /// No registered customer has the `customer_phone` given.
  case customerNotFound
  /// The same sale id sent again with another body.
  case idempotencyKeyReused
  /// A discount giving both `amount` and `percent`, or neither.
  case invalidDiscount
  /// A line with both `code` and `variant_id` (or neither), or `count` on a weighed line.
  case invalidSaleLine
  /// The shop holds fewer units of `article` than the line needs (`available` now).
  case outOfStock(article: String, available: Int)
  /// No sale of the caller's shop has this receipt number.
  case receiptNotFound
  /// `sold_at` outside what an offline register can have queued (`SaleTime`).
  case saleTimeOutOfRange

  public var status: HTTPStatus {
    switch self {
    case .customerNotFound, .receiptNotFound: .notFound
    case .cashierNotAtShop, .idempotencyKeyReused: .unprocessableEntity
    case .invalidDiscount, .invalidSaleLine, .outOfStock, .saleTimeOutOfRange: .badRequest
    }
  }

  public var body: ErrorResponse {
    switch self {
    case .cashierNotAtShop:
      ErrorResponse(
        code: .cashierNotAtShop, failures: [ErrorFailure(failure: "not a seller of this shop", field: "cashier_id")],
        reason: "The cashier named is no active cashier, manager or admin of the register's shop.")
    case .customerNotFound:
      ErrorResponse(code: .customerNotFound, reason: "No customer is registered with this phone.")
    case .idempotencyKeyReused:
      ErrorResponse(code: .idempotencyKeyReused, reason: "This sale id was already used for another sale.")
    case .invalidDiscount: ErrorResponse(code: .invalidDiscount, reason: "Give a discount as an amount or a percent.")
    case .invalidSaleLine:
      ErrorResponse(
        code: .invalidSaleLine, reason: "Give each line a code or a variant id, and a count or a weight, not both.")
    case .outOfStock(let article, let available):
      ErrorResponse(
        code: .itemsNotAvailableWithSetCount,
        failures: [ErrorFailure(failure: "available in quantity \(available) items", field: article)],
        reason: "Some items are not available in the shop in the specified quantity.")
    case .receiptNotFound: ErrorResponse(code: .receiptNotFound, reason: "Receipt not found.")
    case .saleTimeOutOfRange:
      ErrorResponse(
        code: .saleTimeOutOfRange,
        failures: [ErrorFailure(failure: "from 25 hours ago to 5 minutes ahead", field: "sold_at")],
        reason: "A sale's time may be at most 25 hours before now and 5 minutes after.")
    }
  }
}
