/// The promo code tables (schema version 301): the codes, what each covers, and who redeemed them. Portable SQL,
/// like the accounts tables.
enum PromoCodesSchema {
  static let migrations: [Migration] = [promoCodes]

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
}
