/// The payments staff take for orders on hand-over (schema versions 550, 552 and 553).
///
/// - `order_tenders`: the payment staff took for an order on hand-over (pick-up counter or courier at the door), at
///   most one per order: the order's key makes a second one impossible even if two hand-overs raced past the status
///   check. Cash records what the customer gave and the change; card (from 552) the terminal's authorization code.
///   From 553, `shift_id` is the register shift whose drawer took a counter hand-over's payment (null for a courier's
///   payment at the door, and for payments taken before 553), so that shift reports count it.
/// - 550 also adds the index of a shop's pick-up list (`stock_location_id` is the pick-up shop of a `self_pickup`
///   order), because it shipped that way and a shipped migration never changes.
enum OrderTendersSchema {
  static let migrations: [Migration] = [tenders, authorizationCodes, shifts]

  static let tenders = Migration(
    version: 550, name: "pos_order_tenders",
    sql: """
      CREATE TABLE order_tenders (
        order_id TEXT PRIMARY KEY REFERENCES orders (id),
        type TEXT NOT NULL CHECK (type IN ('card', 'cash')),
        amount_kopecks INTEGER NOT NULL CHECK (amount_kopecks >= 0),
        received_kopecks INTEGER,
        change_kopecks INTEGER CHECK (change_kopecks >= 0),
        taken_by TEXT NOT NULL REFERENCES users (id),
        taken_at BIGINT NOT NULL
      );
      CREATE INDEX orders_pickups_by_shop ON orders (stock_location_id, delivery_type, status_code, number)
      """)

  static let authorizationCodes = Migration(
    version: 552, name: "pos_order_tender_authorization_codes",
    sql: "ALTER TABLE order_tenders ADD COLUMN authorization_code TEXT")

  static let shifts = Migration(
    version: 553, name: "pos_order_tender_shifts",
    sql: """
      ALTER TABLE order_tenders ADD COLUMN shift_id TEXT REFERENCES pos_shifts (id);
      CREATE INDEX order_tenders_by_shift ON order_tenders (shift_id)
      """)
}
