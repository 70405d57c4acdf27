import MeowlsAPI

/// What the cart knows when it applies a code, besides its lines.
struct PromoCodeContext: Equatable, Sendable {
  /// The products of the cart the code covers; nil when it covers every product.
  var eligibleProducts: Set<Product.ID>?
  /// `yyyy-MM-dd`, UTC.
  var today: String
  /// Whether the user has redeemed this code before (always false for a guest).
  var usedByUser: Bool
}

/// A line as a promo code sees it: what it costs and which product it is.
struct PromoLine: Equatable, Sendable {
  var amount: Money
  var productID: Product.ID
}

extension PromoCodeRule {
  /// The discount this code gives on `items` (the amounts after product discounts), or why it gives none.
  ///
  /// Checks in this order: expired, not yet valid or disabled (`promoCodeExpired`); once per user and already
  /// redeemed (`promoCodeAlreadyUsed`); no covered line or the order total below the minimum
  /// (`promoCodeNotApplicable`). The discount never exceeds what the covered lines cost, so no line and no total
  /// becomes negative.
  func discount(on items: [CartItem], _ context: PromoCodeContext) throws(PromoCodeError) -> Money {
    try discount(on: items.map { PromoLine(amount: $0.amount.price, productID: $0.productID) }, context)
  }

  /// The discount on `lines` (a cart's, or a POS basket's after its line discounts); see above.
  func discount(on lines: [PromoLine], _ context: PromoCodeContext) throws(PromoCodeError) -> Money {
    guard isValid(on: context.today) else { throw .expired }
    guard !(oncePerUser && context.usedByUser) else { throw .alreadyUsed }
    let covered = lines.filter { context.eligibleProducts?.contains($0.productID) ?? true }
    guard !covered.isEmpty else { throw .notApplicable(.noEligibleItem) }
    if let minimumTotal, lines.reduce(Money.zero, { $0 + $1.amount }) < minimumTotal {
      throw .notApplicable(.minimumTotal(minimumTotal))
    }
    let base = covered.reduce(Money.zero) { $0 + $1.amount }
    switch benefit {
    case .fixedAmount(let amount): return min(amount, base)
    case .percent(let percent): return Self.percent(percent, of: base)
    }
  }

  /// `percent` % of `amount`, rounded half up to the kopeck; exact for any amount (no overflow for 0…100 %).
  static func percent(_ percent: Int, of amount: Money) -> Money {
    BasketArithmetic.percent(percent, of: amount)
  }
}
