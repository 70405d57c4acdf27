import MeowlsAPI

/// What a guest's cart keeps on the device: the lines and the promo code (prices come from `POST /cart`).
public struct GuestCart: Codable, Hashable, Sendable {
  /// The lines.
  public var items: [CartRequestItem]
  /// The promo code the guest applied.
  public var promoCode: String?

  /// A guest cart.
  public init(items: [CartRequestItem] = [], promoCode: String? = nil) {
    self.items = items
    self.promoCode = promoCode
  }

  enum CodingKeys: String, CodingKey {
    case items
    case promoCode = "promo_code"
  }
}
