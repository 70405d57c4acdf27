import Foundation
import MeowlsAPI

/// The catalogue's errors with the contract's codes and texts (api.md §2.4, §2.5).
enum CatalogError: ResponseError, Equatable {
  /// A listed variant has no availability row (500).
  case bannerProductsAvailabilityError
  /// A listed variant has no price row (500).
  case bannerProductsPriceError
  /// `/products` without `category_id`, `sale_id`, `products_ids` or `query` (400).
  case categoryIDOrProductsIDsRequired
  /// `/filters` without a valid `category_id` (400).
  case categoryIDRequired
  /// `/filters` for an unknown category (500, failures ID).
  case fetchFiltersForCategoryError(UUID)
  /// `/products/{id}` for an unknown product (500, failures ID).
  case fetchProductByIdError(UUID)
  /// `/products?category_id=` for an unknown category (500, failures ID).
  case fetchProductsForCategoryError(UUID)
  /// `/products?sale_id=` for an unknown sale (500, failures ID).
  case fetchProductsForSaleError(UUID)
  /// `/products/{id}` with an id that is not a UUID (400).
  case productIdRequired
  /// `/sales/{id}` with an id that is not a UUID (400).
  case saleIdRequired
  /// `/sales/{id}` for an unknown sale (400).
  case saleNotFound

  var status: HTTPStatus {
    switch self {
    case .categoryIDOrProductsIDsRequired, .categoryIDRequired, .productIdRequired, .saleIdRequired, .saleNotFound:
      .badRequest
    case .bannerProductsAvailabilityError, .bannerProductsPriceError, .fetchFiltersForCategoryError,
      .fetchProductByIdError, .fetchProductsForCategoryError, .fetchProductsForSaleError:
      .internalServerError
    }
  }

  var body: ErrorResponse {
    switch self {
    case .bannerProductsAvailabilityError:
      ErrorResponse(code: .bannerProductsAvailabilityError, reason: "Products Banner availability information error.")
    case .bannerProductsPriceError:
      ErrorResponse(code: .bannerProductsPriceError, reason: "Products Banner price error.")
    case .categoryIDOrProductsIDsRequired:
      ErrorResponse(code: .categoryIDOrProductsIDsRequired, reason: "Category ID or products IDs is required.")
    case .categoryIDRequired:
      ErrorResponse(code: .categoryIDRequired, reason: "Category ID is required.")
    case .fetchFiltersForCategoryError(let id):
      ErrorResponse(
        code: .fetchFiltersForCategoryError, failures: Self.failures(id),
        reason: "Error fetching filters for requested category ID.")
    case .fetchProductByIdError(let id):
      ErrorResponse(
        code: .fetchProductByIdError, failures: Self.failures(id), reason: "Error fetching product with ID.")
    case .fetchProductsForCategoryError(let id):
      ErrorResponse(
        code: .fetchProductsForCategoryError, failures: Self.failures(id),
        reason: "Error fetching products for category.")
    case .fetchProductsForSaleError(let id):
      ErrorResponse(
        code: .fetchProductsForSaleError, failures: Self.failures(id), reason: "Error fetching products for sale.")
    case .productIdRequired:
      ErrorResponse(code: .productIdRequired, reason: "Product ID query parameter is required.")
    case .saleIdRequired:
      ErrorResponse(code: .saleIdRequired, reason: "Sale ID is required.")
    case .saleNotFound:
      ErrorResponse(code: .saleNotFound, reason: "Invalid sale id. Sale not found.")
    }
  }

  /// `[{"field": "ID", "failure": "<UUID>"}]` (api.md §2.3).
  private static func failures(_ id: UUID) -> [ErrorFailure] {
    [ErrorFailure(failure: id.uuidString, field: "ID")]
  }
}
