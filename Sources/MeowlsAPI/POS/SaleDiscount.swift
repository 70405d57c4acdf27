/// A cashier's discount: `{percent}` (a whole 0–100) or `{amount}` (roubles). Above 10 % it needs a manager's PIN.
public struct SaleDiscount: Codable, Hashable, Sendable {
  /// An amount off.
  public var amount: Money?
  /// A whole percentage off.
  public var percent: Int?

  /// A discount; give exactly one of the two.
  public init(amount: Money? = nil, percent: Int? = nil) {
    self.amount = amount
    self.percent = percent
  }
}
