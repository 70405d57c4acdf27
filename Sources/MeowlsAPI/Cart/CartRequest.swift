/// The body of `POST /cart`, `/cart/update` and `/cart/merge`: `{cart: {items, save}, promo_code?}`.
public struct CartRequest: Codable, Hashable, Sendable {
  /// The wanted cart lines.
  public var cart: CartContents
  /// A promo code to apply.
  public var promoCode: PromoCode?

  /// A cart request.
  public init(cart: CartContents, promoCode: PromoCode? = nil) {
    self.cart = cart
    self.promoCode = promoCode
  }

  enum CodingKeys: String, CodingKey {
    case cart
    case promoCode = "promo_code"
  }
}
