/// The tables of saved carts and their lines (schema versions 302 and 303; 300 and 301, favourites and promo codes,
/// are theirs). Portable SQL: SQLite now, PostgreSQL later.
///
/// Like the accounts tables: ids are upper-case UUID text, times are whole seconds since 1970 in `BIGINT`, money is
/// `INTEGER` kopecks, calendar days are `yyyy-MM-dd` text (UTC, as the catalogue's sale days), booleans are 0/1.
enum CartSchema {
  static let migrations: [Migration] = [carts, clusteredCartLines]

  // NB: `updated_at` stays NULL until the first update or merge: such a cart answers the contract's synthetic
  // `Итого` 0. Summaries are not stored: every answer computes them from the current prices, as the items show them.
  static let carts = Migration(
    version: 302, name: "carts",
    sql: """
      CREATE TABLE carts (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL UNIQUE REFERENCES users (id),
        promo_code_id TEXT REFERENCES promo_codes (id) ON DELETE SET NULL,
        created_at BIGINT NOT NULL,
        updated_at BIGINT
      );
      CREATE TABLE cart_items (
        id TEXT PRIMARY KEY,
        cart_id TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
        variant_id TEXT NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
        count INTEGER NOT NULL CHECK (count > 0),
        position INTEGER NOT NULL,
        UNIQUE (cart_id, variant_id)
      );
      CREATE INDEX cart_items_by_cart ON cart_items (cart_id, position)
      """)
}
