/// Stock per location (schema version 103, `stock_levels`, with the catalogue's revision counter its writes bump) and
/// the stock ledger (400): every change of a location's stock is a ledger row, and `stock_levels.quantity` is the sum
/// of its location's rows, kept in step in the same transaction.
///
/// NB: the triggers of `catalog_stock_revision` are SQLite syntax; PostgreSQL gets the same triggers through a
/// trigger function when that engine arrives. In the ledger, `id INTEGER PRIMARY KEY` is SQLite's row id (an
/// identity column on PostgreSQL): the ledger only grows, and a growing key appends to the end of the table instead
/// of splitting pages at random. `recorded_at` is whole seconds since 1970; opening balances carried over by 400
/// have 0 ("before the ledger"). Only order rows are indexed by order: a 100,000-product shop opens its ledger with
/// half a million rows that belong to none.
enum StockSchema {
  static let migrations: [Migration] = [levels, clusteredLevels, ledger, changeLog]

  // NB: `catalog_revision` counts changes so that the in-memory catalogue (listing index, rendered products) can
  // tell it is stale with one tiny query. `structure` changes with the catalogue itself (the seeder bumps it);
  // `stock` changes with every stock write, through triggers, so no writer can forget it.
  static let levels = Migration(
    version: 103, name: "catalog_stock",
    sql: """
      CREATE TABLE stock_levels (
        location_id TEXT NOT NULL REFERENCES stock_locations (id) ON DELETE CASCADE,
        variant_id TEXT NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
        quantity INTEGER NOT NULL CHECK (quantity >= 0),
        PRIMARY KEY (location_id, variant_id)
      );
      CREATE INDEX stock_levels_by_variant ON stock_levels (variant_id);
      CREATE TABLE catalog_revision (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        structure INTEGER NOT NULL,
        stock INTEGER NOT NULL
      );
      INSERT INTO catalog_revision (id, structure, stock) VALUES (1, 0, 0);
      CREATE TRIGGER catalog_stock_revision_on_insert AFTER INSERT ON stock_levels
      BEGIN UPDATE catalog_revision SET stock = stock + 1 WHERE id = 1; END;
      CREATE TRIGGER catalog_stock_revision_on_update AFTER UPDATE ON stock_levels
      BEGIN UPDATE catalog_revision SET stock = stock + 1 WHERE id = 1; END;
      CREATE TRIGGER catalog_stock_revision_on_delete AFTER DELETE ON stock_levels
      BEGIN UPDATE catalog_revision SET stock = stock + 1 WHERE id = 1; END
      """)

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
