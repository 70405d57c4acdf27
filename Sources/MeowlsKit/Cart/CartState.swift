import MeowlsAPI

/// The cart the app shows: the priced cart and what the badge and totals need.
public struct CartState: Hashable, Sendable {
  /// The last cart the server priced; nil before the first load and for an empty guest cart.
  public var cart: Cart?
  /// The wanted lines (the priced ones once priced).
  public var lines: [CartRequestItem]
  /// The applied promo code.
  public var promoCode: String?

  /// A state.
  public init(cart: Cart? = nil, lines: [CartRequestItem] = [], promoCode: String? = nil) {
    self.cart = cart
    self.lines = lines
    self.promoCode = promoCode
  }

  /// The number of units in the cart: the badge ("3 товара").
  public var itemCount: Int { lines.reduce(0) { $0 + max($1.count, 0) } }

  /// The amount to pay (`TOTAL`), once priced.
  public var total: Money? { summary(.total) }

  /// A summary line's amount, e.g. `.promoDiscount`.
  public func summary(_ type: SummaryType) -> Money? {
    cart?.summaries.first { $0.type == type }?.value
  }

  /// The state of a priced cart: the server's echo says which code is applied (one echoed with
  /// `is_active: false` was dropped because it no longer applies).
  init(cart: Cart) {
    self.init(
      cart: cart, lines: cart.items.map { CartRequestItem(article: $0.article, count: $0.count) },
      promoCode: cart.promoCode.flatMap { $0.isActive == false ? nil : $0.code })
  }
}
