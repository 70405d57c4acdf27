import MeowlsAPI

/// Why a promo code sent with a cart request was refused (400, new codes of `decisions.md`). The request then
/// changes nothing.
enum PromoCodeError: ResponseError, Equatable {
  /// Why a valid code does not apply to this cart.
  enum NotApplicable: Equatable, Sendable {
    /// The order total (after product discounts) is below the code's minimum.
    case minimumTotal(Money)
    /// No line of the cart is covered by the code's products or categories (or the cart is empty).
    case noEligibleItem
  }

  /// A once-per-user code this user has redeemed before.
  case alreadyUsed
  /// Disabled, not yet valid, or past its last day.
  case expired
  case notApplicable(NotApplicable)
  /// No code is spelled so (in any letter case).
  case notFound

  var status: HTTPStatus { .badRequest }

  var body: ErrorResponse {
    switch self {
    case .alreadyUsed:
      ErrorResponse(code: .promoCodeAlreadyUsed, reason: "The promo code has already been used.")
    case .expired:
      ErrorResponse(code: .promoCodeExpired, reason: "The promo code has expired or is not active.")
    case .notApplicable(let why):
      ErrorResponse(
        code: .promoCodeNotApplicable, failures: [ErrorFailure(failure: why.text, field: "Promo code")],
        reason: "The promo code does not apply to this cart.")
    case .notFound:
      ErrorResponse(code: .promoCodeNotFound, reason: "Promo code not found.")
    }
  }
}

extension PromoCodeError.NotApplicable {
  /// The `failure` text of the error body.
  var text: String {
    switch self {
    case .minimumTotal(let minimum): "The order total must be at least \(minimum) RUB."
    case .noEligibleItem: "No item in the cart is covered by the promo code."
    }
  }
}
