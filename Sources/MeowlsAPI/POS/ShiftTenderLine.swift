/// One tender of a shift report: `{tender, sales, orders_collected, refunds, expected, counted?, difference?}`.
public struct ShiftTenderLine: Codable, Hashable, Sendable {
  /// What the cashier counted (Z only).
  public var counted: Money?
  /// Counted − expected (Z only): negative when short, positive when over.
  public var difference: Money?
  /// What the shift should hold of this tender (for cash: with the float and the cash moved in and out).
  public var expected: Money
  /// Taken in this tender for click-and-collect orders handed over at the shift's register.
  public var ordersCollected: Money
  /// Refunded in this tender.
  public var refunds: Money
  /// Taken in this tender for sales (cash net of change).
  public var sales: Money
  /// Cash or card.
  public var tender: PaymentType

  /// A tender line.
  public init(
    counted: Money? = nil, difference: Money? = nil, expected: Money, ordersCollected: Money = .zero,
    refunds: Money, sales: Money, tender: PaymentType
  ) {
    self.counted = counted
    self.difference = difference
    self.expected = expected
    self.ordersCollected = ordersCollected
    self.refunds = refunds
    self.sales = sales
    self.tender = tender
  }

  enum CodingKeys: String, CodingKey {
    case counted
    case difference
    case expected
    case ordersCollected = "orders_collected"
    case refunds
    case sales
    case tender
  }
}
