/// `promo_code` of a cart request and (echoed, when applied) of a cart: `{code, is_active?}`.
public struct PromoCode: Codable, Hashable, Sendable {
  /// The code as typed.
  public var code: String
  /// Whether the code is active; the answer always sends it.
  public var isActive: Bool?

  /// A promo code.
  public init(code: String, isActive: Bool? = nil) {
    self.code = code
    self.isActive = isActive
  }

  enum CodingKeys: String, CodingKey {
    case code
    case isActive = "is_active"
  }
}
