import Foundation
import MeowlsAPI

/// The SQL behind shifts: every statement on `pos_shifts`, `pos_cash_movements` and `pos_shift_counts`, and the
/// sums a shift report reads from the sales, returns and order payments (`order_tenders`) of the shift.
enum ShiftStore {
  private static let columns = """
    id, number, register_id, shop_id, opened_by, opened_at, opening_float_kopecks, closed_by, closed_at
    """

  static func find(_ id: Shift.ID, in connection: any DatabaseConnection) throws -> Shift? {
    try connection.first("SELECT \(columns) FROM pos_shifts WHERE id = $1", [id.sqlValue]).flatMap(shift)
  }

  /// The open shift of `register`, if any.
  static func open(on register: Register.ID, in connection: any DatabaseConnection) throws -> Shift? {
    try connection.first(
      "SELECT \(columns) FROM pos_shifts WHERE register_id = $1 AND closed_at IS NULL", [register.sqlValue]
    ).flatMap(shift)
  }

  private static func shift(_ row: Row) throws -> Shift? {
    guard let id = Shift.ID(storedText: try row.string(0)), let register = Register.ID(storedText: try row.string(2)),
      let shop = Shop.ID(storedText: try row.string(3)), let opener = User.ID(storedText: try row.string(4))
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
        id.sqlValue, register.id.sqlValue, register.shopID.sqlValue,
        staff.sqlValue, seconds.sqlValue, float.kopecks.sqlValue,
      ])
  }

  /// Closes `shift` when it is still open; false when it was closed already.
  static func close(
    _ shift: Shift.ID, by staff: User.ID, at seconds: Int64, in connection: any DatabaseConnection
  ) throws -> Bool {
    try connection.execute(
      "UPDATE pos_shifts SET closed_by = $2, closed_at = $3 WHERE id = $1 AND closed_at IS NULL",
      [shift.sqlValue, staff.sqlValue, seconds.sqlValue]) == 1
  }

  static func insertCount(
    _ shift: Shift.ID, tender: PaymentType, expected: Money, counted: Money, in connection: any DatabaseConnection
  ) throws {
    try connection.execute(
      "INSERT INTO pos_shift_counts (shift_id, tender, expected_kopecks, counted_kopecks) VALUES ($1, $2, $3, $4)",
      [shift.sqlValue, tender.rawValue.sqlValue, expected.kopecks.sqlValue, counted.kopecks.sqlValue])
  }

  /// The closing count of a closed shift, per tender.
  static func counts(of shift: Shift.ID, in connection: any DatabaseConnection) throws -> [PaymentType: Money] {
    var counts: [PaymentType: Money] = [:]
    try connection.forEachRow(
      "SELECT tender, counted_kopecks FROM pos_shift_counts WHERE shift_id = $1", [shift.sqlValue]
    ) { row in
      if let tender = PaymentType(rawValue: try row.string(0)) {
        counts[tender] = Money(kopecks: Int64(try row.int(1)))
      }
    }
    return counts
  }

  /// Records a movement and answers it.
  static func insertMovement(
    _ shift: Shift.ID, direction: CashMovementDirection, amount: Money, reason: String, by staff: User.ID,
    at seconds: Int64, request: (id: UUID, hash: String)?, in connection: any DatabaseConnection
  ) throws -> CashMovement {
    guard
      let row = try connection.first(
        """
        INSERT INTO pos_cash_movements (shift_id, direction, amount_kopecks, reason, staff_id, recorded_at, request_id,
          request_hash)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id
        """,
        [
          shift.sqlValue, direction.rawValue.sqlValue, amount.kopecks.sqlValue, reason.sqlValue,
          staff.sqlValue, seconds.sqlValue, request?.id.sqlValue ?? .null, request?.hash.sqlValue ?? .null,
        ])
    else { throw RowError.type(column: "pos_cash_movements.id", expected: "the inserted row") }
    return CashMovement(
      amount: amount, direction: direction, id: CashMovement.ID(try row.int(0)), reason: reason,
      recordedAt: EpochSeconds.date(Int(seconds)), requestID: request?.id, shiftID: shift, staffID: staff)
  }

  private static let movementColumns =
    "id, shift_id, direction, amount_kopecks, reason, staff_id, recorded_at, request_id, request_hash"

  /// The movement `id`, with the fingerprint of the request that recorded it (nil without a request id).
  static func movement(
    _ id: CashMovement.ID, in connection: any DatabaseConnection
  ) throws -> (movement: CashMovement, hash: String?)? {
    try connection.first(
      "SELECT \(movementColumns) FROM pos_cash_movements WHERE id = $1", [id.rawValue.sqlValue]
    ).flatMap(movement)
  }

  /// The movement the register recorded with `request`.
  static func movement(
    request: UUID, in connection: any DatabaseConnection
  ) throws -> (movement: CashMovement, hash: String?)? {
    try connection.first(
      "SELECT \(movementColumns) FROM pos_cash_movements WHERE request_id = $1", [request.sqlValue]
    ).flatMap(movement)
  }

  /// The movements of `shift`, oldest first.
  static func movements(of shift: Shift.ID, in connection: any DatabaseConnection) throws -> [CashMovement] {
    try connection.query(
      "SELECT \(movementColumns) FROM pos_cash_movements WHERE shift_id = $1 ORDER BY id", [shift.sqlValue]
    ).compactMap { try movement($0)?.movement }
  }

  private static func movement(_ row: Row) throws -> (movement: CashMovement, hash: String?)? {
    guard let shift = Shift.ID(storedText: try row.string(1)),
      let direction = CashMovementDirection(rawValue: try row.string(2)),
      let staff = User.ID(storedText: try row.string(5))
    else { return nil }
    let movement = CashMovement(
      amount: Money(kopecks: Int64(try row.int(3))), direction: direction, id: CashMovement.ID(try row.int(0)),
      reason: try row.string(4), recordedAt: EpochSeconds.date(try row.int(6)),
      requestID: try row.optionalString(7).flatMap(UUID.init(uuidString:)), shiftID: shift, staffID: staff)
    return (movement, try row.optionalString(8))
  }

  /// Everything a report of `shift` adds up, read in one go; the sums are `AmountSums`', never SQL's `SUM`.
  static func totals(of shift: Shift, in connection: any DatabaseConnection) throws -> ShiftTotals {
    let id = [shift.id.sqlValue]
    var totals = ShiftTotals(openingFloat: shift.openingFloat)
    let movements = try AmountSums.tallies(
      "SELECT direction, amount_kopecks FROM pos_cash_movements WHERE shift_id = $1", id, in: connection)
    totals.cashIn = movements[CashMovementDirection.in.rawValue]?.total ?? .zero
    totals.cashOut = movements[CashMovementDirection.out.rawValue]?.total ?? .zero
    totals.sales = try AmountSums.tally("SELECT total_kopecks FROM pos_sales WHERE shift_id = $1", id, in: connection)
    totals.discounts =
      try AmountSums.tally("SELECT discount_kopecks FROM pos_sales WHERE shift_id = $1", id, in: connection).total
    totals.returns = try AmountSums.tally(
      "SELECT total_kopecks FROM pos_returns WHERE shift_id = $1", id, in: connection)
    totals.taken = AmountSums.perTender(
      try AmountSums.tallies(
        """
        SELECT p.tender, p.amount_kopecks FROM pos_payments p JOIN pos_sales s ON s.id = p.sale_id
        WHERE s.shift_id = $1
        """, id, in: connection))
    totals.refunded = AmountSums.perTender(
      try AmountSums.tallies(
        """
        SELECT f.tender, f.amount_kopecks FROM pos_refunds f JOIN pos_returns r ON r.id = f.return_id
        WHERE r.shift_id = $1
        """, id, in: connection))
    let orders = try AmountSums.tallies(
      "SELECT type, amount_kopecks FROM order_tenders WHERE shift_id = $1", id, in: connection
    ).filter { PaymentType(rawValue: $0.key) != nil }
    totals.ordersCollected = AmountSums.perTender(orders)
    totals.orders = orders.values.reduce(.zero) { ShiftTally(count: $0.count + $1.count, total: $0.total + $1.total) }
    return totals
  }
}
