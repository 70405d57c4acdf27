/// The tables of returns against receipts (schema versions 540–549).
///
/// - `pos_returns`: one per return, keyed by the id the register generated (a replay answers the stored `answer`),
///   numbered from the receipts' sequence, approved by a manager (`approved_by`).
/// - `pos_return_lines`: which sale line, how much of it (pieces or grams), for how much.
/// - `pos_refunds`: what went back to each of the sale's tenders.
enum ReturnsSchema {
  static let migrations: [Migration] = [returns]

  static let returns = Migration(
    version: 540, name: "pos_returns",
    sql: """
      CREATE TABLE pos_returns (
        id TEXT PRIMARY KEY,
        number INTEGER NOT NULL UNIQUE,
        sale_id TEXT NOT NULL REFERENCES pos_sales (id),
        shift_id TEXT NOT NULL REFERENCES pos_shifts (id),
        register_id TEXT NOT NULL REFERENCES registers (id),
        shop_id TEXT NOT NULL REFERENCES stock_locations (id),
        staff_id TEXT NOT NULL REFERENCES users (id),
        approved_by TEXT NOT NULL REFERENCES users (id),
        reason TEXT,
        request_hash TEXT NOT NULL,
        total_kopecks BIGINT NOT NULL,
        answer TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX pos_returns_by_sale ON pos_returns (sale_id);
      CREATE INDEX pos_returns_by_shift ON pos_returns (shift_id);
      CREATE INDEX pos_returns_by_shop ON pos_returns (shop_id, created_at);
      CREATE TABLE pos_return_lines (
        return_id TEXT NOT NULL REFERENCES pos_returns (id),
        sale_id TEXT NOT NULL,
        position INTEGER NOT NULL,
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        amount_kopecks BIGINT NOT NULL CHECK (amount_kopecks >= 0),
        PRIMARY KEY (return_id, position),
        FOREIGN KEY (sale_id, position) REFERENCES pos_sale_lines (sale_id, position)
      );
      CREATE TABLE pos_refunds (
        return_id TEXT NOT NULL REFERENCES pos_returns (id),
        tender TEXT NOT NULL CHECK (tender IN ('cash', 'card')),
        amount_kopecks BIGINT NOT NULL CHECK (amount_kopecks > 0),
        PRIMARY KEY (return_id, tender)
      )
      """)
}
