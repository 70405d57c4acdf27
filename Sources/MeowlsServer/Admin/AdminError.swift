import Foundation
import MeowlsAPI

/// Why the back office refused a change. Each case carries what the answer's `failures` name: the field (as the
/// body spells it, `variants[1].price`) or the id.
public enum AdminError: ResponseError, Equatable {
  case articleTaken(field: String, article: String)
  case barcodeTaken(field: String, barcode: String)
  case categoryArchived(UUID)
  case categoryCycle(UUID)
  case categoryHasProducts(UUID)
  /// A category still holding `products` products and `categories` categories that are not archived.
  case categoryNotEmpty(UUID, products: Int, categories: Int)
  case categoryNotFound(String)
  case categoryNotLeaf(UUID)
  case invalid(field: String, reason: String)
  case invalidBarcode(field: String)
  case invalidPrice(field: String, reason: String)
  case pluTaken(field: String, plu: Int)
  case productNotFound(String)

  public var status: HTTPStatus {
    switch self {
    case .articleTaken, .barcodeTaken, .categoryArchived, .categoryCycle, .categoryHasProducts, .categoryNotEmpty,
      .categoryNotLeaf, .pluTaken:
      .conflict
    case .categoryNotFound, .productNotFound: .notFound
    case .invalid, .invalidBarcode, .invalidPrice: .badRequest
    }
  }

  public var body: ErrorResponse {
    switch self {
    case .articleTaken(let field, let article):
      Self.response(.articleTaken, "Another variant already has the article \(article).", field, article)
    case .barcodeTaken(let field, let barcode):
      Self.response(.barcodeTaken, "Another variant already has the barcode \(barcode).", field, barcode)
    case .categoryArchived(let id):
      Self.response(.categoryArchived, "The category is archived.", "ID", id.uuidString)
    case .categoryCycle(let id):
      Self.response(
        .categoryCycle, "A category cannot move under itself or its descendants.", "parent_id", id.uuidString)
    case .categoryHasProducts(let id):
      Self.response(
        .categoryHasProducts, "The category holds products of its own; move them before adding categories under it.",
        "parent_id", id.uuidString)
    case .categoryNotEmpty(let id, let products, let categories):
      ErrorResponse(
        code: .categoryNotEmpty,
        failures: [
          ErrorFailure(failure: id.uuidString, field: "ID"),
          ErrorFailure(failure: String(products), field: "products"),
          ErrorFailure(failure: String(categories), field: "categories"),
        ],
        reason: "Archive or move the category's \(products) products and \(categories) categories first.")
    case .categoryNotFound(let id): Self.response(.categoryNotFound, "No category with this id.", "ID", id)
    case .categoryNotLeaf(let id):
      Self.response(
        .categoryNotLeaf, "Products are listed in categories without categories under them.", "category_ids",
        id.uuidString)
    case .invalid(let field, let reason): Self.response(.validationError, reason, field, reason)
    case .invalidBarcode(let field):
      Self.response(.invalidBarcode, "A barcode is an EAN-13: thirteen digits ending in their check digit.", field, nil)
    case .invalidPrice(let field, let reason): Self.response(.invalidPrice, reason, field, reason)
    case .pluTaken(let field, let plu):
      Self.response(.pluTaken, "Another variant already has the PLU \(plu).", field, String(plu))
    case .productNotFound(let id): Self.response(.productNotFound, "No product with this id.", "ID", id)
    }
  }

  /// The message an operator reads at the command line: the reason and the field.
  public var message: String {
    let failure = body.failures?.first.map { " (\($0.field))" } ?? ""
    return body.reason + failure
  }

  private static func response(_ code: ErrorCode, _ reason: String, _ field: String, _ failure: String?)
    -> ErrorResponse
  {
    ErrorResponse(code: code, failures: [ErrorFailure(failure: failure, field: field)], reason: reason)
  }
}
