import MeowlsAPI

extension APIError {
  /// The server refused the cart's promo code (`decisions.md` §Extend: the four promo codes' errors).
  var isPromoCodeRefusal: Bool {
    switch code {
    case .promoCodeAlreadyUsed?, .promoCodeExpired?, .promoCodeNotApplicable?, .promoCodeNotFound?: true
    default: false
    }
  }
}
