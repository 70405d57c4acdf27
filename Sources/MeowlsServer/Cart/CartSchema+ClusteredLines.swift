extension CartSchema {
  // NB: a cart's lines are read and written together, so they are stored together: keyed by (cart, variant) in a
  // table without rowid, one cart's lines share one b-tree page. Replacing one line of a saved cart used to touch
  // the rowid table and three indexes (item id, (cart, variant), (cart, position)), about ten pages written to the
  // WAL per commit; now it touches that page and the variant index the catalogue's cascading deletes need.
  // Lines are found by cart then matched by item id or article within the cart (a few rows), and sorted by
  // `position` in the query. `WITHOUT ROWID` is SQLite's; PostgreSQL's migrations drop the clause (same key).
  static let clusteredCartLines = Migration(
    version: 303, name: "cart_items clustered by cart",
    sql: """
      CREATE TABLE cart_items_clustered (
        cart_id TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
        variant_id TEXT NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
        id TEXT NOT NULL,
        count INTEGER NOT NULL CHECK (count > 0),
        position INTEGER NOT NULL,
        PRIMARY KEY (cart_id, variant_id)
      ) WITHOUT ROWID;
      INSERT INTO cart_items_clustered (cart_id, variant_id, id, count, position)
        SELECT cart_id, variant_id, id, count, position FROM cart_items;
      DROP TABLE cart_items;
      ALTER TABLE cart_items_clustered RENAME TO cart_items;
      CREATE INDEX cart_items_by_variant ON cart_items (variant_id)
      """)
}
