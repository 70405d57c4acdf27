/// One staff member's day in a `DailyReport`: `{staff_id, name?, sales, returns}`.
public struct CashierTotals: Codable, Hashable, Sendable {
  /// The given name.
  public var name: String?
  /// The returns they took.
  public var returns: ShiftTally
  /// The sales they rang up.
  public var sales: ShiftTally
  /// The staff member.
  public var staffID: User.ID

  /// A cashier's totals.
  public init(name: String? = nil, returns: ShiftTally, sales: ShiftTally, staffID: User.ID) {
    self.name = name
    self.returns = returns
    self.sales = sales
    self.staffID = staffID
  }

  enum CodingKeys: String, CodingKey {
    case name
    case returns
    case sales
    case staffID = "staff_id"
  }
}
