import MeowlsAPI

/// A discount the cashier gives on a line or on the whole basket.
enum POSDiscount: Equatable, Hashable, Sendable {
  /// A fixed amount off; more than the base takes the base to zero, never below.
  case amount(Money)
  /// A whole percentage (0…100) of the base, rounded half up to the kopeck.
  case percent(Int)

  /// What this discount takes off `base` (never more than `base`).
  ///
  /// - Throws: `POSBasketError.invalidDiscount` for an amount outside `POSAmount.allowed` or a percentage outside 0…100.
  func amount(of base: Money) throws(POSBasketError) -> Money {
    switch self {
    case .amount(let amount):
      guard POSAmount.allowed.contains(amount) else { throw .invalidDiscount(self) }
      return min(amount, max(base, .zero))
    case .percent(let percent):
      guard (0...100).contains(percent) else { throw .invalidDiscount(self) }
      return PromoCodeRule.percent(percent, of: max(base, .zero))
    }
  }

  /// Whether this discount, taking `taken` off `base`, is more than 10 %: the cashier then needs a manager's
  /// approval (`BasketArithmetic.needsApproval`, shared with the register's offline quote).
  func needsApproval(taking taken: Money, of base: Money) -> Bool {
    switch self {
    case .amount: BasketArithmetic.needsApproval(percent: nil, taking: taken, of: base)
    case .percent(let percent): BasketArithmetic.needsApproval(percent: percent, taking: taken, of: base)
    }
  }
}
