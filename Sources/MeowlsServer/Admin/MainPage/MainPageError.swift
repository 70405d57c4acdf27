import Foundation
import MeowlsAPI

/// Why the back office refused a change of the main page (the catalogue's own refusals are `AdminError`'s).
public enum MainPageError: ResponseError, Equatable {
  case bannerNotFound(String)
  /// A sale's last day before its first.
  case invalidSaleWindow(start: String, end: String)
  /// A redirect to a sale or category that does not exist (or is archived): the banner would lead nowhere.
  case redirectTargetNotFound(field: String, id: String)
  case saleCodeTaken(String)
  /// A sale banners still lead to: deleting it would leave them leading nowhere.
  case saleLinkedToBanner(sale: String, banners: Int)
  case saleNotFound(String)

  public var status: HTTPStatus {
    switch self {
    case .bannerNotFound, .saleNotFound: .notFound
    case .invalidSaleWindow: .badRequest
    case .redirectTargetNotFound: .unprocessableEntity
    case .saleCodeTaken, .saleLinkedToBanner: .conflict
    }
  }

  public var body: ErrorResponse {
    switch self {
    case .bannerNotFound(let id): Self.response(.bannerNotFound, "No banner with this id.", "ID", id)
    case .invalidSaleWindow(let start, let end):
      Self.response(.invalidSaleWindow, "The sale ends (\(end)) before it starts (\(start)).", "end_date", end)
    case .redirectTargetNotFound(let field, let id):
      Self.response(.redirectTargetNotFound, "The banner would lead to something that does not exist.", field, id)
    case .saleCodeTaken(let code): Self.response(.saleCodeTaken, "Another sale has the code \(code).", "code", code)
    case .saleLinkedToBanner(let sale, let banners):
      Self.response(
        .saleLinkedToBanner, "\(banners) banners lead to this sale; point them elsewhere first.", "ID", sale)
    case .saleNotFound(let id): Self.response(.saleNotFound, "Invalid sale id. Sale not found.", "ID", id)
    }
  }

  /// The message an operator reads at the command line: the reason and the field.
  public var message: String {
    let failure = body.failures?.first.map { " (\($0.field))" } ?? ""
    return body.reason + failure
  }

  private static func response(_ code: ErrorCode, _ reason: String, _ field: String, _ failure: String)
    -> ErrorResponse
  {
    ErrorResponse(code: code, failures: [ErrorFailure(failure: failure, field: field)], reason: reason)
  }
}
