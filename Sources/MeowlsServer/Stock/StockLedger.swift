import Foundation

/// The only writer of stock. Each call changes a counter in `stock_levels` and appends the ledger row that explains
/// it, on a connection whose transaction the caller holds, so the two never disagree (`decisions.md`).
///
/// Taking stock is one conditional statement (`… SET quantity = quantity - n WHERE … AND quantity >= n`): the
/// database decides, row by row, whether the units are still there, so two buyers of the last unit can never both
/// get it, on SQLite or on PostgreSQL, whatever the isolation level. Nothing reads the quantity first.
enum StockLedger {
  /// Takes `count` units when the location holds at least that many; false (and nothing written) when it does not.
  static func take(
    _ count: Int, _ movement: StockMovement, at seconds: Int64, in connection: any DatabaseConnection
  ) throws -> Bool {
    precondition(count > 0, "take a positive count")
    let changed = try connection.execute(
      """
      UPDATE stock_levels SET quantity = quantity - $3
      WHERE location_id = $1 AND variant_id = $2 AND quantity >= $3
      """, [movement.location.sqlValue, movement.variant.sqlValue, count.sqlValue])
    guard changed == 1 else { return false }
    var row = movement
    row.delta = -count
    try append(row, at: seconds, in: connection)
    return true
  }

  /// Adds `movement.delta` units (a cancel, return or receipt), creating the location's counter when it has none.
  static func put(_ movement: StockMovement, at seconds: Int64, in connection: any DatabaseConnection) throws {
    precondition(movement.delta > 0, "put a positive count")
    try connection.execute(
      """
      INSERT INTO stock_levels (location_id, variant_id, quantity) VALUES ($1, $2, $3)
      ON CONFLICT (location_id, variant_id) DO UPDATE SET quantity = stock_levels.quantity + excluded.quantity
      """, [movement.location.sqlValue, movement.variant.sqlValue, movement.delta.sqlValue])
    try append(movement, at: seconds, in: connection)
  }

  /// A stock-take: sets the counted quantity and records the difference as a `correction` (nothing when equal).
  static func correct(
    variant: UUID, at location: UUID, to quantity: Int, actor: StockActor, note: String? = nil, at seconds: Int64,
    in connection: any DatabaseConnection
  ) throws {
    precondition(quantity >= 0, "a counted quantity is never negative")
    let current = try available(variant: variant, at: location, in: connection)
    guard quantity != current else { return }
    try connection.execute(
      """
      INSERT INTO stock_levels (location_id, variant_id, quantity) VALUES ($1, $2, $3)
      ON CONFLICT (location_id, variant_id) DO UPDATE SET quantity = excluded.quantity
      """, [location.sqlValue, variant.sqlValue, quantity.sqlValue])
    try append(
      StockMovement(
        actor: actor, delta: quantity - current, location: location, note: note, order: nil, reason: .correction,
        variant: variant), at: seconds, in: connection)
  }

  /// The units of `variant` at `location` (0 when it has no counter).
  static func available(variant: UUID, at location: UUID, in connection: any DatabaseConnection) throws -> Int {
    try connection.first(
      "SELECT quantity FROM stock_levels WHERE location_id = $1 AND variant_id = $2",
      [location.sqlValue, variant.sqlValue]
    )?.int(0) ?? 0
  }

  /// Records every non-zero counter as an `opening` row: what a freshly seeded catalogue starts its ledger with.
  static func recordOpeningBalances(
    actor: StockActor, at seconds: Int64, in connection: any DatabaseConnection
  ) throws {
    try connection.execute(
      """
      INSERT INTO stock_ledger (location_id, variant_id, delta, reason, actor, note, recorded_at)
      SELECT location_id, variant_id, quantity, 'opening', $1, NULL, $2
      FROM stock_levels WHERE quantity <> 0
      """, [actor.description.sqlValue, seconds.sqlValue])
  }

  /// Every counter that differs from the sum of its ledger rows (empty when the books balance), as
  /// `(location, variant, counter, ledger sum)`.
  static func discrepancies(
    in connection: any DatabaseConnection
  ) throws -> [(location: String, variant: String, counter: Int, ledger: Int)] {
    try connection.query(
      """
      SELECT location_id, variant_id, SUM(counter), SUM(ledger) FROM (
        SELECT location_id, variant_id, quantity AS counter, 0 AS ledger FROM stock_levels
        UNION ALL
        SELECT location_id, variant_id, 0, delta FROM stock_ledger
      ) books
      GROUP BY location_id, variant_id HAVING SUM(counter) <> SUM(ledger)
      """
    ).map { (try $0.string(0), try $0.string(1), try $0.int(2), try $0.int(3)) }
  }

  private static func append(
    _ movement: StockMovement, at seconds: Int64, in connection: any DatabaseConnection
  ) throws {
    try connection.executeLater(
      """
      INSERT INTO stock_ledger (location_id, variant_id, delta, reason, actor, note, order_id, recorded_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
      """,
      [
        movement.location.sqlValue, movement.variant.sqlValue, movement.delta.sqlValue,
        movement.reason.rawValue.sqlValue, movement.actor.description.sqlValue, movement.note.sqlValue,
        movement.order.sqlValue, seconds.sqlValue,
      ])
  }
}
