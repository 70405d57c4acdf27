import MeowlsAPI

/// Why a scanned or typed code did not give a basket line.
enum BarcodeError: ResponseError, Equatable {
  /// Thirteen digits whose check digit is wrong: a misread or mistyped EAN-13.
  case invalidCheckDigit(String)
  /// A weight of 0 g or above `POSQuantity.maximumGrams`.
  case invalidWeight(Int)
  /// No variant has this barcode, article or PLU.
  case notFound(String)
  /// A weight (from a weight barcode or typed) for a variant that is sold by the piece.
  case notSoldByWeight(Article)

  var status: HTTPStatus {
    switch self {
    case .notFound: .notFound
    case .invalidCheckDigit, .invalidWeight, .notSoldByWeight: .badRequest
    }
  }

  var body: ErrorResponse {
    switch self {
    case .invalidCheckDigit(let code):
      ErrorResponse(
        code: .barcodeCheckDigitInvalid, failures: [ErrorFailure(failure: code, field: "code")],
        reason: "The barcode's check digit is wrong; scan it again.")
    case .invalidWeight(let grams):
      ErrorResponse(
        code: .invalidWeight, failures: [ErrorFailure(failure: "\(grams) g", field: "grams")],
        reason: "The weight must be from 1 g to \(POSQuantity.maximumGrams) g.")
    case .notFound(let code):
      ErrorResponse(
        code: .barcodeNotFound, failures: [ErrorFailure(failure: code, field: "code")],
        reason: "No product has this barcode or article.")
    case .notSoldByWeight(let article):
      ErrorResponse(
        code: .productNotSoldByWeight, failures: [ErrorFailure(failure: article.rawValue, field: "article")],
        reason: "This product is sold by the piece, not by weight.")
    }
  }
}
