/// The receipts of payments staff take for orders (schema 580).
///
/// - `pos_order_receipts`: the «приход» receipt printed when staff take the payment for a click-and-collect order
///   at the counter or a courier order at the door, one per order (the order's key makes a second impossible),
///   numbered from the receipts' sequence the counter's sales use. `shift_id` is the drawer's shift for a counter
///   hand-over and null for a courier's payment (registered on the shop's mobile registrar, which has no drawer).
///   The totals stay where they were counted before: the order's `order_tenders` row; this table only holds the
///   receipt, so nothing is counted twice.
enum OrderReceiptsSchema {
  static let migrations: [Migration] = [receipts]

  static let receipts = Migration(
    version: 580, name: "pos_order_receipts",
    sql: """
      CREATE TABLE pos_order_receipts (
        order_id TEXT PRIMARY KEY REFERENCES orders (id),
        receipt_number INTEGER NOT NULL UNIQUE,
        shop_id TEXT NOT NULL REFERENCES stock_locations (id),
        register_id TEXT NOT NULL REFERENCES registers (id),
        shift_id TEXT REFERENCES pos_shifts (id),
        staff_id TEXT NOT NULL REFERENCES users (id),
        total_kopecks BIGINT NOT NULL,
        receipt TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX pos_order_receipts_by_shop ON pos_order_receipts (shop_id, created_at)
      """)
}
