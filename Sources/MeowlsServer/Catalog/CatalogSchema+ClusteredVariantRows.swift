extension CatalogSchema {
  // NB: a listing page's first visit reads, for each of its variants, one price and one availability found by the
  // variant's id, rows at random places of a large file. In a rowid table each is two b-tree descents (the
  // primary-key index, then the table) and two random pages; keyed by the variant in a table without rowid it is
  // one. Measured on 100,000 products: about a fifth less server time per first visit with products, from fewer
  // pages copied out of the OS cache (`Docs/catalogue.md`). The tables are rebuilt with the same columns and
  // checks; dropping `variant_prices` drops the price triggers of 104, so they are created again word for word.
  // Nothing references these tables, so they can be dropped inside the migration's transaction. `WITHOUT ROWID`
  // is SQLite's; PostgreSQL's migration drops the clause (its tables are heaps with a primary-key index anyway).
  static let clusteredVariantRows = Migration(
    version: 106, name: "variant prices and availability clustered by variant",
    sql: """
      CREATE TABLE variant_prices_clustered (
        variant_id TEXT PRIMARY KEY REFERENCES product_variants (id) ON DELETE CASCADE,
        original_kopecks INTEGER NOT NULL CHECK (original_kopecks >= 0),
        price_kopecks INTEGER NOT NULL CHECK (price_kopecks >= 0),
        discount_percent DOUBLE PRECISION
      ) WITHOUT ROWID;
      INSERT INTO variant_prices_clustered (variant_id, original_kopecks, price_kopecks, discount_percent)
        SELECT variant_id, original_kopecks, price_kopecks, discount_percent FROM variant_prices;
      DROP TABLE variant_prices;
      ALTER TABLE variant_prices_clustered RENAME TO variant_prices;
      CREATE TRIGGER catalog_price_revision_on_insert AFTER INSERT ON variant_prices
      BEGIN UPDATE catalog_revision SET structure = structure + 1 WHERE id = 1; END;
      CREATE TRIGGER catalog_price_revision_on_update AFTER UPDATE ON variant_prices
      BEGIN UPDATE catalog_revision SET structure = structure + 1 WHERE id = 1; END;
      CREATE TRIGGER catalog_price_revision_on_delete AFTER DELETE ON variant_prices
      BEGIN UPDATE catalog_revision SET structure = structure + 1 WHERE id = 1; END;
      CREATE TABLE variant_availability_clustered (
        variant_id TEXT PRIMARY KEY REFERENCES product_variants (id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('available', 'delivery', 'not_available')),
        delivery_duration_days INTEGER
      ) WITHOUT ROWID;
      INSERT INTO variant_availability_clustered (variant_id, type, delivery_duration_days)
        SELECT variant_id, type, delivery_duration_days FROM variant_availability;
      DROP TABLE variant_availability;
      ALTER TABLE variant_availability_clustered RENAME TO variant_availability
      """)
}
