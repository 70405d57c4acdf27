extension StockSchema {
  // NB: as with prices and availability (106): a listing's first visit reads one stock level per variant, found by
  // (location, variant); without rowid that is one b-tree descent instead of two. The by-variant index and the
  // triggers of 103 go with the old table, so they are created again word for word. Nothing references
  // `stock_levels`. `WITHOUT ROWID` is SQLite's; PostgreSQL's migration drops the clause.
  static let clusteredLevels = Migration(
    version: 107, name: "stock_levels clustered by location and variant",
    sql: """
      CREATE TABLE stock_levels_clustered (
        location_id TEXT NOT NULL REFERENCES stock_locations (id) ON DELETE CASCADE,
        variant_id TEXT NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
        quantity INTEGER NOT NULL CHECK (quantity >= 0),
        PRIMARY KEY (location_id, variant_id)
      ) WITHOUT ROWID;
      INSERT INTO stock_levels_clustered (location_id, variant_id, quantity)
        SELECT location_id, variant_id, quantity FROM stock_levels;
      DROP TABLE stock_levels;
      ALTER TABLE stock_levels_clustered RENAME TO stock_levels;
      CREATE INDEX stock_levels_by_variant ON stock_levels (variant_id);
      CREATE TRIGGER catalog_stock_revision_on_insert AFTER INSERT ON stock_levels
      BEGIN UPDATE catalog_revision SET stock = stock + 1 WHERE id = 1; END;
      CREATE TRIGGER catalog_stock_revision_on_update AFTER UPDATE ON stock_levels
      BEGIN UPDATE catalog_revision SET stock = stock + 1 WHERE id = 1; END;
      CREATE TRIGGER catalog_stock_revision_on_delete AFTER DELETE ON stock_levels
      BEGIN UPDATE catalog_revision SET stock = stock + 1 WHERE id = 1; END
      """)
}
