/// The tables of committed counter sales (schema version 521; 520 is the barcodes' in `SalesSchema`).
///
/// - `pos_sales`: one row per sale, keyed by the id the register generated (a replayed sale finds it and answers
///   the stored `receipt` JSON). `receipt_number` comes from `pos_receipt_sequence` in the sale's transaction, so
///   a sale that rolls back gives its number back. `order_id` links the sale to the customer's order history.
/// - `pos_sale_lines`: the priced lines as sold (names and prices kept), with `returned_quantity` (pieces, or grams
///   for loose goods) and `returned_kopecks` that returns raise with one conditional statement each, so returns
///   racing each other can never give back more than was sold.
/// - `pos_payments`: the tenders of a sale: the amount applied to the sale, what was handed over (cash), the
///   terminal's reference (card).
/// - `pos_loose_remainders`: grams of an opened pack of a loose good left in a shop's bulk bin; selling by weight
///   opens whole packs through the stock ledger only when the bin runs short.
enum SaleRecordsSchema {
  static let migrations: [Migration] = [sales]

  static let sales = Migration(
    version: 521, name: "pos_sales",
    sql: """
      CREATE TABLE pos_receipt_sequence (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        next_number INTEGER NOT NULL
      );
      INSERT INTO pos_receipt_sequence (id, next_number) VALUES (1, 1);
      CREATE TABLE pos_sales (
        id TEXT PRIMARY KEY,
        receipt_number INTEGER NOT NULL UNIQUE,
        shift_id TEXT NOT NULL REFERENCES pos_shifts (id),
        register_id TEXT NOT NULL REFERENCES registers (id),
        shop_id TEXT NOT NULL REFERENCES stock_locations (id),
        cashier_id TEXT NOT NULL REFERENCES users (id),
        customer_id TEXT REFERENCES users (id),
        order_id TEXT REFERENCES orders (id),
        approved_by TEXT REFERENCES users (id),
        promo_code_id TEXT REFERENCES promo_codes (id) ON DELETE SET NULL,
        request_hash TEXT NOT NULL,
        subtotal_kopecks BIGINT NOT NULL,
        discount_kopecks BIGINT NOT NULL,
        total_kopecks BIGINT NOT NULL,
        change_kopecks BIGINT NOT NULL,
        receipt TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX pos_sales_by_shift ON pos_sales (shift_id);
      CREATE INDEX pos_sales_by_shop ON pos_sales (shop_id, created_at);
      CREATE TABLE pos_sale_lines (
        sale_id TEXT NOT NULL REFERENCES pos_sales (id),
        position INTEGER NOT NULL,
        variant_id TEXT REFERENCES product_variants (id) ON DELETE SET NULL,
        article TEXT NOT NULL,
        product_name TEXT NOT NULL,
        variant_name TEXT NOT NULL,
        pieces INTEGER CHECK (pieces > 0),
        grams INTEGER CHECK (grams > 0),
        unit_price_kopecks BIGINT NOT NULL,
        gross_kopecks BIGINT NOT NULL,
        discount_kopecks BIGINT NOT NULL,
        total_kopecks BIGINT NOT NULL,
        returned_quantity INTEGER NOT NULL DEFAULT 0,
        returned_kopecks BIGINT NOT NULL DEFAULT 0,
        CHECK ((pieces IS NULL) <> (grams IS NULL)),
        CHECK (returned_quantity <= COALESCE(pieces, grams) AND returned_kopecks <= total_kopecks),
        PRIMARY KEY (sale_id, position)
      );
      CREATE TABLE pos_payments (
        sale_id TEXT NOT NULL REFERENCES pos_sales (id),
        position INTEGER NOT NULL,
        tender TEXT NOT NULL CHECK (tender IN ('cash', 'card')),
        amount_kopecks BIGINT NOT NULL CHECK (amount_kopecks >= 0),
        tendered_kopecks BIGINT NOT NULL,
        reference TEXT,
        PRIMARY KEY (sale_id, position)
      );
      CREATE TABLE pos_loose_remainders (
        shop_id TEXT NOT NULL REFERENCES stock_locations (id),
        variant_id TEXT NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
        grams INTEGER NOT NULL CHECK (grams >= 0),
        PRIMARY KEY (shop_id, variant_id)
      )
      """)
}
