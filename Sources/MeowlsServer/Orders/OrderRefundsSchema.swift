/// The back office's refunds of orders (schema version 740).
///
/// - `order_refunds`: one row per refund asked for, whatever the method: `card` (given back through the card
///   terminal to the card of the order's hand-over payment; the terminal's answer is also in `pos_card_refunds`),
///   `cash` (handed back in cash at the shop; no register drawer counts it, since no shift asked for it) or `online`
///   (the simulated payment of a card order, given back at once: MEOWLS has no payment provider). A card refund is
///   written `pending` before the terminal is asked and then `approved` or `declined`, so two refunds racing cannot
///   both give back the same money; one left `pending` by a crash keeps counting until someone settles it.
/// - `orders_by_date`: the back office's search by the day an order was placed.
enum OrderRefundsSchema {
  static let migrations: [Migration] = [refunds]

  static let refunds = Migration(
    version: 740, name: "admin_order_refunds",
    sql: """
      CREATE TABLE order_refunds (
        id INTEGER PRIMARY KEY,
        order_id TEXT NOT NULL REFERENCES orders (id),
        amount_kopecks BIGINT NOT NULL CHECK (amount_kopecks > 0),
        method TEXT NOT NULL CHECK (method IN ('card', 'cash', 'online')),
        status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'declined')),
        reason TEXT NOT NULL,
        authorization_code TEXT,
        decline_reason TEXT,
        staff_id TEXT REFERENCES users (id),
        created_at BIGINT NOT NULL
      );
      CREATE INDEX order_refunds_by_order ON order_refunds (order_id, id);
      CREATE INDEX orders_by_date ON orders (order_date, number)
      """)
}
