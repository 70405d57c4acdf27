import MeowlsAPI

/// Why a POS stock request was refused.
enum POSStockError: ResponseError, Equatable {
  /// A receipt of no units or fewer, a count below zero, or either above `POSStockService.maximumUnits`.
  case invalidQuantity
  /// The location is unknown, or (for a change) none was named by an admin without a shop.
  case locationNotFound
  /// Neither `variant_id` nor `article` was given.
  case queryRequired
  /// No variant with this id or article.
  case variantNotFound

  var status: HTTPStatus {
    switch self {
    case .invalidQuantity, .queryRequired: .badRequest
    case .locationNotFound, .variantNotFound: .notFound
    }
  }

  var body: ErrorResponse {
    switch self {
    case .invalidQuantity:
      ErrorResponse(code: .invalidQuantity, reason: Self.quantityRange)
    case .locationNotFound:
      ErrorResponse(code: .stockLocationNotFound, reason: "No such shop or warehouse.")
    case .queryRequired:
      ErrorResponse(code: .stockQueryRequired, reason: "Name the variant by variant_id or article.")
    case .variantNotFound:
      ErrorResponse(code: .productVariantNotFound, reason: "No product variant with this id or article.")
    }
  }

  private static let quantityRange =
    "A receipt brings 1 to \(POSStockService.maximumUnits) units; a count finds 0 to \(POSStockService.maximumUnits)."
}
