import MeowlsAPI

/// Why a cart request failed (400, `api.md` §2.4 with `decisions.md`'s fixes). A failed request changes nothing.
enum CartError: ResponseError, Equatable {
  /// A line that was already in the saved cart asks for more than the warehouse holds.
  case oneProductUnavailable([ErrorFailure])
  /// A new line asks for more than the warehouse holds.
  case productUnavailable([ErrorFailure])
  /// No variant has these articles (a client mistake: 400, not the original's 500).
  case productVariantNotFound([Article])

  var status: HTTPStatus { .badRequest }

  var body: ErrorResponse {
    switch self {
    case .oneProductUnavailable(let failures):
      ErrorResponse(
        code: .oneProductUnavailable, failures: failures,
        reason: "One of the products is not available for ordering in the specified quantity.")
    case .productUnavailable(let failures):
      ErrorResponse(
        code: .productUnavailable, failures: failures,
        reason: "The requested product is not available in the specified quantity.")
    case .productVariantNotFound(let articles):
      ErrorResponse(
        code: .productVariantNotFound, failures: articles.map { ErrorFailure(failure: $0.rawValue, field: "Article") },
        reason: "Product variant not found.")
    }
  }

  /// The error for the lines of `items` that ask for more than their stock, naming each with the quantity actually
  /// available (`decisions.md`); nil when every line fits. `oneProductUnavailable` when any of them was already in
  /// the cart (the contract's code for a changed line), `productUnavailable` when all of them are new.
  static func shortage(in items: [CartItem], alreadyInCart: Set<Article>) -> CartError? {
    let short = items.filter { $0.count > $0.availabilityInfo.count }
    guard !short.isEmpty else { return nil }
    let failures = short.map { item in
      ErrorFailure(
        failure: "\"\(item.productName)\" is available in quantity \(max(item.availabilityInfo.count, 0)) items",
        field: item.productName)
    }
    return short.contains { alreadyInCart.contains($0.article) }
      ? .oneProductUnavailable(failures) : .productUnavailable(failures)
  }
}
