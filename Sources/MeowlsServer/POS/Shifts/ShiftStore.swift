import Foundation
import MeowlsAPI

/// The SQL behind shifts: every statement on `pos_shifts`, `pos_cash_movements` and `pos_shift_counts`, and the
/// sums a shift report reads from the sales, returns and order payments (`order_tenders`) of the shift.
enum ShiftStore {
  private static let columns = """
    id, number, register_id, shop_id, opened_by, opened_at, opening_float_kopecks, closed_by, closed_at
    """

  static func find(_ id: Shift.ID, in connection: any DatabaseConnection) throws -> Shift? {
    try connection.first("SELECT \(columns) FROM pos_shifts WHERE id = $1", [id.uuidString.sqlValue]).flatMap(shift)
  }

  /// The open shift of `register`, if any.
  static func open(on register: Register.ID, in connection: any DatabaseConnection) throws -> Shift? {
    try connection.first(
      "SELECT \(columns) FROM pos_shifts WHERE register_id = $1 AND closed_at IS NULL", [register.uuidString.sqlValue]
    ).flatMap(shift)
  }

  private static func shift(_ row: Row) throws -> Shift? {
    guard let id = Shift.ID(uuidString: try row.string(0)), let register = Register.ID(uuidString: try row.string(2)),
      let shop = Shop.ID(uuidString: try row.string(3)), let opener = User.ID(uuidString: try row.string(4))
    else { return nil }
    let closedAt = try row.optionalInt(8).map(EpochSeconds.date)
    return Shift(
      closedAt: closedAt, closedBy: try row.optionalString(7).flatMap(User.ID.init(uuidString:)), id: id,
      number: try row.int(1), openedAt: EpochSeconds.date(try row.int(5)), openedBy: opener,
      openingFloat: Money(kopecks: Int64(try row.int(6))), registerID: register, shopID: shop,
      status: closedAt == nil ? .open : .closed)
  }

  /// Inserts an open shift with the register's next number. The partial unique index refuses a second open shift
  /// of the register (`DatabaseError.constraint`).
  static func insert(
    id: Shift.ID, on register: Register, by staff: User.ID, float: Money, at seconds: Int64,
    in connection: any DatabaseConnection
  ) throws {
    try connection.execute(
      """
      INSERT INTO pos_shifts (id, register_id, shop_id, number, opened_by, opened_at, opening_float_kopecks)
      SELECT $1, $2, $3, COALESCE(MAX(number), 0) + 1, $4, $5, $6 FROM pos_shifts WHERE register_id = $2
      """,
      [
        id.uuidString.sqlValue, register.id.uuidString.sqlValue, register.shopID.uuidString.sqlValue,
        staff.uuidString.sqlValue, seconds.sqlValue, float.kopecks.sqlValue,
      ])
  }

  /// Closes `shift` when it is still open; false when it was closed already.
  static func close(
    _ shift: Shift.ID, by staff: User.ID, at seconds: Int64, in connection: any DatabaseConnection
  ) throws -> Bool {
    try connection.execute(
      "UPDATE pos_shifts SET closed_by = $2, closed_at = $3 WHERE id = $1 AND closed_at IS NULL",
      [shift.uuidString.sqlValue, staff.uuidString.sqlValue, seconds.sqlValue]) == 1
  }

  static func insertCount(
    _ shift: Shift.ID, tender: PaymentType, expected: Money, counted: Money, in connection: any DatabaseConnection
  ) throws {
    try connection.execute(
      "INSERT INTO pos_shift_counts (shift_id, tender, expected_kopecks, counted_kopecks) VALUES ($1, $2, $3, $4)",
      [shift.uuidString.sqlValue, tender.rawValue.sqlValue, expected.kopecks.sqlValue, counted.kopecks.sqlValue])
  }

  /// The closing count of a closed shift, per tender.
  static func counts(of shift: Shift.ID, in connection: any DatabaseConnection) throws -> [PaymentType: Money] {
    var counts: [PaymentType: Money] = [:]
    try connection.forEachRow(
      "SELECT tender, counted_kopecks FROM pos_shift_counts WHERE shift_id = $1", [shift.uuidString.sqlValue]
    ) { row in
      if let tender = PaymentType(rawValue: try row.string(0)) {
        counts[tender] = Money(kopecks: Int64(try row.int(1)))
      }
    }
    return counts
  }

  static func insertMovement(
    _ shift: Shift.ID, direction: CashDirection, amount: Money, reason: String, by staff: User.ID, at seconds: Int64,
    in connection: any DatabaseConnection
  ) throws {
    try connection.execute(
      """
      INSERT INTO pos_cash_movements (shift_id, direction, amount_kopecks, reason, staff_id, recorded_at)
      VALUES ($1, $2, $3, $4, $5, $6)
      """,
      [
        shift.uuidString.sqlValue, direction.rawValue.sqlValue, amount.kopecks.sqlValue, reason.sqlValue,
        staff.uuidString.sqlValue, seconds.sqlValue,
      ])
  }

  /// Everything a report of `shift` adds up, read in one go.
  static func totals(of shift: Shift, in connection: any DatabaseConnection) throws -> ShiftTotals {
    let id = [shift.id.uuidString.sqlValue]
    var totals = ShiftTotals(openingFloat: shift.openingFloat)
    try connection.forEachRow(
      "SELECT direction, SUM(amount_kopecks) FROM pos_cash_movements WHERE shift_id = $1 GROUP BY direction", id
    ) { row in
      let amount = Money(kopecks: Int64(try row.int(1)))
      if try row.string(0) == CashDirection.in.rawValue { totals.cashIn = amount } else { totals.cashOut = amount }
    }
    if let row = try connection.first(
      "SELECT COUNT(*), COALESCE(SUM(total_kopecks), 0), COALESCE(SUM(discount_kopecks), 0) FROM pos_sales "
        + "WHERE shift_id = $1", id)
    {
      totals.sales = ShiftTally(count: try row.int(0), total: Money(kopecks: Int64(try row.int(1))))
      totals.discounts = Money(kopecks: Int64(try row.int(2)))
    }
    if let row = try connection.first(
      "SELECT COUNT(*), COALESCE(SUM(total_kopecks), 0) FROM pos_returns WHERE shift_id = $1", id)
    {
      totals.returns = ShiftTally(count: try row.int(0), total: Money(kopecks: Int64(try row.int(1))))
    }
    totals.taken = try sums(
      """
      SELECT p.tender, SUM(p.amount_kopecks) FROM pos_payments p JOIN pos_sales s ON s.id = p.sale_id
      WHERE s.shift_id = $1 GROUP BY p.tender
      """, id, in: connection)
    totals.refunded = try sums(
      """
      SELECT f.tender, SUM(f.amount_kopecks) FROM pos_refunds f JOIN pos_returns r ON r.id = f.return_id
      WHERE r.shift_id = $1 GROUP BY f.tender
      """, id, in: connection)
    try connection.forEachRow(
      "SELECT type, COUNT(*), SUM(amount_kopecks) FROM order_tenders WHERE shift_id = $1 GROUP BY type", id
    ) { row in
      guard let tender = PaymentType(rawValue: try row.string(0)) else { return }
      let amount = Money(kopecks: Int64(try row.int(2)))
      totals.ordersCollected[tender] = amount
      totals.orders = ShiftTally(count: totals.orders.count + (try row.int(1)), total: totals.orders.total + amount)
    }
    return totals
  }

  private static func sums(
    _ sql: String, _ binds: [SQLValue], in connection: any DatabaseConnection
  ) throws -> [PaymentType: Money] {
    var sums: [PaymentType: Money] = [:]
    try connection.forEachRow(sql, binds) { row in
      if let tender = PaymentType(rawValue: try row.string(0)) { sums[tender] = Money(kopecks: Int64(try row.int(1))) }
    }
    return sums
  }
}

/// Cash put into the drawer, or taken out.
enum CashDirection: String, Sendable {
  case `in`
  case out
}
