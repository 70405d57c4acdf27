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
  /// `/filters` for an unknown category (404, failures ID; the contract's 500 was the client's mistake).
  case fetchFiltersForCategoryError(UUID)
  /// `/products/{id}` for an unknown product (404, failures ID).
  case fetchProductByIdError(UUID)
  /// `/products?category_id=` for an unknown category (404, failures ID).
  case fetchProductsForCategoryError(UUID)
  /// `/products?sale_id=` for an unknown sale (404, failures ID).
  case fetchProductsForSaleError(UUID)
  /// `/products/{id}` with an id that is not a UUID (400).
  case productIdRequired
  /// `/sales/{id}` with an id that is not a UUID (400).
  case saleIdRequired
  /// `/sales/{id}` for an unknown sale (404).
  case saleNotFound

  var status: HTTPStatus {
    switch self {
    case .categoryIDOrProductsIDsRequired, .categoryIDRequired, .productIdRequired, .saleIdRequired:
      .badRequest
    // NB: the contract answered 500 for an unknown id; the codes stay (old clients read them), the status says
    // whose mistake it was.
    case .fetchFiltersForCategoryError, .fetchProductByIdError, .fetchProductsForCategoryError,
      .fetchProductsForSaleError, .saleNotFound:
      .notFound
    case .bannerProductsAvailabilityError, .bannerProductsPriceError:
      .internalServerError
    }
  }

  var body: ErrorResponse {
    ErrorResponse(
      code: code, failures: failedID.map { [ErrorFailure(failure: $0.uuidString, field: "ID")] }, reason: reason)
  }

  private var code: ErrorCode {
    switch self {
    case .bannerProductsAvailabilityError: .bannerProductsAvailabilityError
    case .bannerProductsPriceError: .bannerProductsPriceError
    case .categoryIDOrProductsIDsRequired: .categoryIDOrProductsIDsRequired
    case .categoryIDRequired: .categoryIDRequired
    case .fetchFiltersForCategoryError: .fetchFiltersForCategoryError
    case .fetchProductByIdError: .fetchProductByIdError
    case .fetchProductsForCategoryError: .fetchProductsForCategoryError
    case .fetchProductsForSaleError: .fetchProductsForSaleError
    case .productIdRequired: .productIdRequired
    case .saleIdRequired: .saleIdRequired
    case .saleNotFound: .saleNotFound
    }
  }

  private var reason: String {
    switch self {
    case .bannerProductsAvailabilityError: "Products Banner availability information error."
    case .bannerProductsPriceError: "Products Banner price error."
    case .categoryIDOrProductsIDsRequired: "Category ID or products IDs is required."
    case .categoryIDRequired: "Category ID is required."
    case .fetchFiltersForCategoryError: "Error fetching filters for requested category ID."
    case .fetchProductByIdError: "Error fetching product with ID."
    case .fetchProductsForCategoryError: "Error fetching products for category."
    case .fetchProductsForSaleError: "Error fetching products for sale."
    case .productIdRequired: "Product ID query parameter is required."
    case .saleIdRequired: "Sale ID is required."
    case .saleNotFound: "Invalid sale id. Sale not found."
    }
  }

  /// The id named in `failures` as `[{"field": "ID", "failure": "<UUID>"}]` (api.md §2.3).
  private var failedID: UUID? {
    switch self {
    case .fetchFiltersForCategoryError(let id), .fetchProductByIdError(let id), .fetchProductsForCategoryError(let id),
      .fetchProductsForSaleError(let id):
      id
    default: nil
    }
  }
}
