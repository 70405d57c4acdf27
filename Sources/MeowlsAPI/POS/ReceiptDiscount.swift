/// A discount as the receipt lists it below the lines.
public struct ReceiptDiscount: Codable, Hashable, Sendable {
  /// What kind of discount.
  public enum Kind: String, Codable, CaseIterable, Hashable, Sendable {
    /// The cashier's discount on the whole basket.
    case basket
    /// The cashier's discounts on single lines, summed.
    case line
    /// A promo code's discount.
    case promo
  }

  /// The title of the lines' own discounts, summed (shared by the server's receipt and the register's quote).
  public static let lineTitle = "Скидки на товары"
  /// The title of the basket discount.
  public static let basketTitle = "Скидка на чек"

  /// The amount taken off.
  public var amount: Money
  public var kind: Kind
  /// The text printed, e.g. `Промокод MEOW10` or `Скидка 5 %`.
  public var title: String

  /// A discount.
  public init(amount: Money, kind: Kind, title: String) {
    self.amount = amount
    self.kind = kind
    self.title = title
  }

  enum CodingKeys: String, CodingKey {
    case amount
    case kind
    case title
  }
}
