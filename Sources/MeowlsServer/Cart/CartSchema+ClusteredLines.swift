extension CartSchema {
  // NB: a cart's lines are read and written together, so they are stored together: keyed by (cart, variant) in a
  // table without rowid, one cart's lines share one b-tree page. Replacing lines of a saved cart used to touch the
  // rowid table and three indexes (item id, (cart, variant), (cart, position)): about ten pages written to the WAL
  // per commit, and one more random page for each line changed. Now a commit writes the cart's page and its
  // `carts` row. Lines are found by cart, matched by item id within it, and sorted by `position` in the query.
  // There is deliberately no index by variant: under load it was three quarters of the pages each commit wrote
  // (every changed line lands on a random page of it), and only a variant's deletion would use it, for its
  // cascade, which then reads the whole table once. Nothing deletes variants; a catalogue tool that does should
  // do it in one statement for many. `WITHOUT ROWID` is SQLite's; PostgreSQL's migration drops the clause.
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
      ALTER TABLE cart_items_clustered RENAME TO cart_items
      """)
}
