/// A price: `{original_price, discount?, price}`; also the `amount` (price × count) of a cart line.
public struct Price: Codable, Hashable, Sendable {
  /// The discount in percent, e.g. `31`.
  public var discount: Double?
  /// The price before the discount.
  public var originalPrice: Money
  /// The price to pay.
  public var price: Money

  /// A price.
  public init(discount: Double? = nil, originalPrice: Money, price: Money) {
    self.discount = discount
    self.originalPrice = originalPrice
    self.price = price
  }

  /// This price for `count` items (the cart line `amount`); the discount stays the same.
  public func times(_ count: Int) -> Price {
    Price(discount: discount, originalPrice: originalPrice * count, price: price * count)
  }

  enum CodingKeys: String, CodingKey {
    case discount
    case originalPrice = "original_price"
    case price
  }
}
