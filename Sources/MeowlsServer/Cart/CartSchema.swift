/// The tables of favourites, promo codes and carts (schema versions 300–399). Portable SQL: SQLite now,
/// PostgreSQL later.
///
/// Like the accounts tables: ids are upper-case UUID text, times are whole seconds since 1970 in `BIGINT`, money is
/// `INTEGER` kopecks, calendar days are `yyyy-MM-dd` text (UTC, as the catalogue's sale days), booleans are 0/1.
enum CartSchema {
  static let migrations: [Migration] = [favorites, promoCodes, carts, clusteredCartLines]

  // NB: `position` grows per user with every star, so "newest first" is exact even when two stars share a second.
  static let favorites = Migration(
    version: 300, name: "favorites",
    sql: """
      CREATE TABLE favorites (
        user_id TEXT NOT NULL REFERENCES users (id),
        product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        starred_at BIGINT NOT NULL,
        PRIMARY KEY (user_id, product_id)
      );
      CREATE INDEX favorites_newest_first ON favorites (user_id, position)
      """)

  // NB: `scope` says what the code covers; the target tables only list the products or categories. A code whose
  // targets were all deleted from the catalogue then covers nothing, instead of silently covering everything.
  static let promoCodes = Migration(
    version: 301, name: "promo_codes",
    sql: """
      CREATE TABLE promo_codes (
        id TEXT PRIMARY KEY,
        code TEXT NOT NULL,
        code_key TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed_amount')),
        value INTEGER NOT NULL CHECK (value > 0 AND (kind <> 'percent' OR value <= 100)),
        valid_from TEXT,
        valid_until TEXT,
        is_active INTEGER NOT NULL,
        minimum_total_kopecks INTEGER CHECK (minimum_total_kopecks >= 0),
        scope TEXT NOT NULL CHECK (scope IN ('everything', 'products', 'categories')),
        once_per_user INTEGER NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE promo_code_products (
        promo_code_id TEXT NOT NULL REFERENCES promo_codes (id) ON DELETE CASCADE,
        product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        PRIMARY KEY (promo_code_id, product_id)
      );
      CREATE TABLE promo_code_categories (
        promo_code_id TEXT NOT NULL REFERENCES promo_codes (id) ON DELETE CASCADE,
        category_id TEXT NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
        PRIMARY KEY (promo_code_id, category_id)
      );
      CREATE TABLE promo_code_redemptions (
        promo_code_id TEXT NOT NULL REFERENCES promo_codes (id),
        user_id TEXT NOT NULL REFERENCES users (id),
        order_id TEXT,
        redeemed_at BIGINT NOT NULL
      );
      CREATE INDEX promo_code_redemptions_by_user ON promo_code_redemptions (user_id, promo_code_id)
      """)

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
