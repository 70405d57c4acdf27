import Foundation

/// An X report (running totals of an open shift) or a Z report (the closed shift with its count):
/// `{kind, shift, generated_at, opening_float, cash_in, cash_out, sales, orders_collected, returns, discounts, tenders,
/// cash_expected}`.
public struct ShiftReport: Codable, Hashable, Sendable {
  /// True on a blind X report: a cashier's view of their open shift, without what the drawer should hold (no
  /// `cash_expected`, no `tenders`), so the count at closing is blind. Absent otherwise.
  public var blind: Bool?
  /// The cash the drawer should hold: float + cash in − cash out + cash sales + cash for orders collected − cash
  /// refunds. Absent on a blind report.
  public var cashExpected: Money?
  /// Cash put into the drawer during the shift.
  public var cashIn: Money
  /// Cash taken out of the drawer during the shift.
  public var cashOut: Money
  /// Every discount of the shift's sales (line, promo code and basket).
  public var discounts: Money
  /// When the report was made (the closing time for a Z report).
  public var generatedAt: Date
  /// X (running) or Z (closing).
  public var kind: ShiftReportKind
  /// The movement just recorded, in the answers of `cash_in` and `cash_out` (a replay's: the one recorded first);
  /// absent elsewhere.
  public var movement: CashMovement?
  /// The cash in the drawer at opening.
  public var openingFloat: Money
  /// The click-and-collect orders handed over with a payment taken at the shift's register: how many, and the
  /// amount taken (every tender).
  public var ordersCollected: ShiftTally
  /// The shift's returns: how many, and the amount refunded.
  public var returns: ShiftTally
  /// The shift's sales: how many, and their total.
  public var sales: ShiftTally
  /// The shift.
  public var shift: Shift
  /// Per tender (cash, then card): taken for sales and for orders collected, refunded, expected; counted and the difference in a Z report.
  public var tenders: [ShiftTenderLine]

  /// A report.
  public init(
    blind: Bool? = nil, cashExpected: Money?, cashIn: Money, cashOut: Money, discounts: Money, generatedAt: Date,
    kind: ShiftReportKind, movement: CashMovement? = nil,
    openingFloat: Money, ordersCollected: ShiftTally = .zero, returns: ShiftTally, sales: ShiftTally, shift: Shift,
    tenders: [ShiftTenderLine]
  ) {
    self.blind = blind
    self.cashExpected = cashExpected
    self.cashIn = cashIn
    self.cashOut = cashOut
    self.discounts = discounts
    self.generatedAt = generatedAt
    self.kind = kind
    self.movement = movement
    self.openingFloat = openingFloat
    self.ordersCollected = ordersCollected
    self.returns = returns
    self.sales = sales
    self.shift = shift
    self.tenders = tenders
  }

  enum CodingKeys: String, CodingKey {
    case blind
    case cashExpected = "cash_expected"
    case cashIn = "cash_in"
    case cashOut = "cash_out"
    case discounts
    case generatedAt = "generated_at"
    case kind
    case movement
    case openingFloat = "opening_float"
    case ordersCollected = "orders_collected"
    case returns
    case sales
    case shift
    case tenders
  }
}
