import MeowlsAPI

/// A POS basket with every amount worked out in exact kopecks: what the receipt prints and the sale records.
struct PricedBasket: Equatable, Sendable {
  /// A priced line. `total = gross − lineDiscount − promoDiscount − basketDiscount`, never below zero.
  struct Line: Equatable, Sendable {
    /// This line's share of the basket discount.
    var basketDiscount: Money
    /// Unit price × quantity (see `POSBasket.gross`).
    var gross: Money
    var item: ScannedItem
    /// The cashier's discount on this line.
    var lineDiscount: Money
    /// This line's share of the promo code's discount.
    var promoDiscount: Money
    /// What the customer pays for the line; what a return of the whole line gives back.
    var total: Money
  }

  /// A discount above 10 % of what it applies to, which only a manager may approve (`decisions.md` §POS).
  enum Approval: Equatable, Hashable, Sendable {
    /// The basket discount, and the amount it applied to (after line discounts and the promo code).
    case basket(discount: Money, of: Money)
    /// The discount of line `index` (0-based), and the line's gross amount.
    case line(index: Int, discount: Money, of: Money)
  }

  /// The discounts that need a manager's PIN, in line order and then the basket's; empty when none does.
  var approvals: [Approval]
  /// The basket discount as taken off.
  var basketDiscount: Money
  /// The sum of the lines' own discounts.
  var lineDiscounts: Money
  var lines: [Line]
  /// The promo code's discount; zero without a code.
  var promoDiscount: Money
  /// The sum of the lines' gross amounts.
  var subtotal: Money
  /// What the customer pays: the sum of the lines' totals.
  var total: Money

  /// Whether any discount needs a manager's PIN.
  var needsManagerApproval: Bool { !approvals.isEmpty }
}
