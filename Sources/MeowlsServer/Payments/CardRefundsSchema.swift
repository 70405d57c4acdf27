/// The card refunds the POS asked of the terminal (schema version 560), one row per refund, approved or declined.
///
/// - `pos_card_refunds`: what it was for (exactly one of `sale_id` — a sale that failed after its card was charged,
///   so no `pos_sales` row need exist; `return_id`; `order_id` — a hand-over or delivery that lost a race), the
///   amount, the original payment's authorization code, the terminal's answer (`approved` with the refund's
///   authorization code, or `declined` with its reason), who asked and when. A declined row is money a customer did
///   not get back on the card.
enum CardRefundsSchema {
  static let migrations: [Migration] = [cardRefunds]

  static let cardRefunds = Migration(
    version: 560, name: "pos_card_refunds",
    sql: """
      CREATE TABLE pos_card_refunds (
        id INTEGER PRIMARY KEY,
        sale_id TEXT,
        return_id TEXT REFERENCES pos_returns (id),
        order_id TEXT REFERENCES orders (id),
        amount_kopecks BIGINT NOT NULL CHECK (amount_kopecks > 0),
        original_authorization_code TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('approved', 'declined')),
        authorization_code TEXT,
        decline_reason TEXT,
        staff_id TEXT NOT NULL REFERENCES users (id),
        created_at BIGINT NOT NULL,
        CHECK ((sale_id IS NOT NULL) + (return_id IS NOT NULL) + (order_id IS NOT NULL) = 1),
        CHECK ((status = 'approved' AND authorization_code IS NOT NULL)
          OR (status = 'declined' AND decline_reason IS NOT NULL))
      );
      CREATE INDEX pos_card_refunds_by_status ON pos_card_refunds (status, created_at)
      """)
}
