extension StockSchema {
  // NB: the in-memory catalogue keeps every product's list form (`CatalogCache`), so a stock write must not make it
  // forget all of them: each stock write now also logs which product it touched under the stock revision it made,
  // and a server behind by a few writes forgets just those products. The log keeps the last 10,000 revisions (the
  // trigger prunes as it writes); a server further behind, or a bump without a log row (a warehouse opened, closed
  // or reordered, which changes whose stock the list form shows), finds a gap and starts over. A variant deleted
  // with its stock leaves a NULL product, read as a gap too. A revision may hold several rows: SQLite bumps the
  // revision once per write, but an engine may bump it once per transaction (PostgreSQL's triggers do), and then
  // every product the transaction touched is logged under that one revision.
  static let changeLog = Migration(
    version: 790, name: "catalog_stock_changes",
    sql: """
      CREATE TABLE catalog_stock_changes (
        revision INTEGER NOT NULL,
        product_id TEXT
      );
      CREATE INDEX catalog_stock_changes_by_revision ON catalog_stock_changes (revision);
      DROP TRIGGER catalog_stock_revision_on_insert;
      DROP TRIGGER catalog_stock_revision_on_update;
      DROP TRIGGER catalog_stock_revision_on_delete;
      CREATE TRIGGER catalog_stock_revision_on_insert AFTER INSERT ON stock_levels
      BEGIN
        UPDATE catalog_revision SET stock = stock + 1 WHERE id = 1;
        INSERT INTO catalog_stock_changes (revision, product_id)
          SELECT stock, (SELECT product_id FROM product_variants WHERE id = NEW.variant_id)
          FROM catalog_revision WHERE id = 1;
        DELETE FROM catalog_stock_changes
          WHERE revision <= (SELECT stock FROM catalog_revision WHERE id = 1) - 10000;
      END;
      CREATE TRIGGER catalog_stock_revision_on_update AFTER UPDATE ON stock_levels
      BEGIN
        UPDATE catalog_revision SET stock = stock + 1 WHERE id = 1;
        INSERT INTO catalog_stock_changes (revision, product_id)
          SELECT stock, (SELECT product_id FROM product_variants WHERE id = NEW.variant_id)
          FROM catalog_revision WHERE id = 1;
        DELETE FROM catalog_stock_changes
          WHERE revision <= (SELECT stock FROM catalog_revision WHERE id = 1) - 10000;
      END;
      CREATE TRIGGER catalog_stock_revision_on_delete AFTER DELETE ON stock_levels
      BEGIN
        UPDATE catalog_revision SET stock = stock + 1 WHERE id = 1;
        INSERT INTO catalog_stock_changes (revision, product_id)
          SELECT stock, (SELECT product_id FROM product_variants WHERE id = OLD.variant_id)
          FROM catalog_revision WHERE id = 1;
        DELETE FROM catalog_stock_changes
          WHERE revision <= (SELECT stock FROM catalog_revision WHERE id = 1) - 10000;
      END;
      CREATE TRIGGER catalog_stock_revision_on_location_insert AFTER INSERT ON stock_locations
      BEGIN UPDATE catalog_revision SET stock = stock + 1 WHERE id = 1; END;
      CREATE TRIGGER catalog_stock_revision_on_location_update AFTER UPDATE OF kind, closed_at, position
        ON stock_locations
      BEGIN UPDATE catalog_revision SET stock = stock + 1 WHERE id = 1; END;
      CREATE TRIGGER catalog_stock_revision_on_location_delete AFTER DELETE ON stock_locations
      BEGIN UPDATE catalog_revision SET stock = stock + 1 WHERE id = 1; END
      """)
}
