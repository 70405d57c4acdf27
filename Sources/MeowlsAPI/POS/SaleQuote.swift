/// A basket priced as a sale would be, without recording anything: `POST /pos/sales/quote` `SaleRequest` (its
/// `payment` is ignored) answers it online, and the register prices its catalogue snapshot the same way offline.
///
/// `{lines, discounts, subtotal, total, needs_manager_approval}`: the cashier sees the total (and the promo code's
/// effect) before taking the money, and knows before paying whether a manager's PIN will be asked.
public struct SaleQuote: Codable, Hashable, Sendable {
  /// The discounts below the lines (line, promo, basket), as a receipt lists them.
  public var discounts: [ReceiptDiscount]
  /// The basket's lines with their prices and discounts, in scanning order.
  public var lines: [ReceiptLine]
  /// True when a cashier discount above 10 % (or goods the books show as missing) needs a manager's PIN.
  public var needsManagerApproval: Bool
  /// The lines' gross before any discount.
  public var subtotal: Money
  /// What the customer pays.
  public var total: Money

  /// A quote.
  public init(
    discounts: [ReceiptDiscount], lines: [ReceiptLine], needsManagerApproval: Bool, subtotal: Money, total: Money
  ) {
    self.discounts = discounts
    self.lines = lines
    self.needsManagerApproval = needsManagerApproval
    self.subtotal = subtotal
    self.total = total
  }

  enum CodingKeys: String, CodingKey {
    case discounts
    case lines
    case needsManagerApproval = "needs_manager_approval"
    case subtotal
    case total
  }
}
