/// The VAT a receipt includes at one rate: `{rate, amount}` (`20%`, `10%`, `0%`, `без НДС`).
public struct ReceiptVATTotal: Codable, Hashable, Sendable {
  /// The VAT included in the lines of this rate (zero for `0%` and `без НДС`).
  public var amount: Money
  /// The rate as printed.
  public var rate: String

  /// A rate's VAT.
  public init(amount: Money, rate: String) {
    self.amount = amount
    self.rate = rate
  }
}
