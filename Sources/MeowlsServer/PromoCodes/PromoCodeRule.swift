import Foundation
import MeowlsAPI

/// A promo code as the shop defines it (`decisions.md` "Promo codes become real"): what it takes off, when, on
/// which lines, from which order total, and whether a user may use it once only.
struct PromoCodeRule: Equatable, Sendable {
  /// What the code takes off.
  enum Benefit: Equatable, Sendable {
    /// A fixed amount off the eligible lines, never more than they cost.
    case fixedAmount(Money)
    /// A whole percentage (1…100) of the eligible lines, rounded half up to the kopeck.
    case percent(Int)
  }

  /// Which lines the code covers.
  enum Scope: String, Equatable, Sendable {
    /// Lines of products in the code's categories or their descendants.
    case categories
    /// Every line.
    case everything
    /// Lines of the code's products.
    case products
  }

  var benefit: Benefit
  /// The code as the shop wrote it (`MEOW10`); matched in any letter case.
  var code: String
  var id: UUID
  /// False once disabled (`meowls promo disable`).
  var isActive: Bool
  /// The order total (after product discounts, before the code) the cart must reach; nil for none.
  var minimumTotal: Money?
  /// Whether a user who has redeemed it once (an order used it) may not use it again.
  var oncePerUser: Bool
  var scope: Scope
  /// The first day (UTC, `yyyy-MM-dd`) the code works; nil for no start.
  var validFrom: String?
  /// The last day (UTC, `yyyy-MM-dd`) the code works; nil for no end.
  var validUntil: String?

  /// What codes are matched by: trimmed, upper case (`meow10 ` finds `MEOW10`).
  static func key(_ code: String) -> String {
    code.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
  }

  /// Whether the code works on `today` (`yyyy-MM-dd`): active and inside its window, both ends included.
  func isValid(on today: String) -> Bool {
    isActive && (validFrom.map { $0 <= today } ?? true) && (validUntil.map { today <= $0 } ?? true)
  }
}
