/// The stock ledger (schema version 400): every change of a location's stock is a row, and `stock_levels.quantity`
/// (the catalogue's counter) is the sum of its location's rows, kept in step in the same transaction.
///
/// NB: `id INTEGER PRIMARY KEY` is SQLite's row id (an identity column on PostgreSQL): the ledger only grows, and a
/// growing key appends to the end of the table instead of splitting pages at random. `recorded_at` is whole seconds
/// since 1970; opening balances carried over by this migration have 0 ("before the ledger"). Only order rows are
/// indexed by order: a 100,000-product shop opens its ledger with half a million rows that belong to none.
enum StockSchema {
  static let migrations: [Migration] = [ledger]

  static let ledger = Migration(
    version: 400, name: "stock_ledger",
    sql: """
      CREATE TABLE stock_ledger (
        id INTEGER PRIMARY KEY,
        location_id TEXT NOT NULL REFERENCES stock_locations (id) ON DELETE CASCADE,
        variant_id TEXT NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
        delta INTEGER NOT NULL CHECK (delta <> 0),
        reason TEXT NOT NULL CHECK (reason IN (
          'opening', 'sale', 'order', 'cancel', 'return', 'receipt', 'correction')),
        actor TEXT NOT NULL,
        note TEXT,
        order_id TEXT,
        recorded_at BIGINT NOT NULL
      );
      CREATE INDEX stock_ledger_by_stock ON stock_ledger (location_id, variant_id);
      CREATE INDEX stock_ledger_by_order ON stock_ledger (order_id) WHERE order_id IS NOT NULL;
      INSERT INTO stock_ledger (location_id, variant_id, delta, reason, actor, note, recorded_at)
      SELECT location_id, variant_id, quantity, 'opening', 'migration', NULL, 0
      FROM stock_levels WHERE quantity <> 0
      """)
}
