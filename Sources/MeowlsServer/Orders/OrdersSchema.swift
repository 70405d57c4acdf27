/// The order tables (schema version 401; 402 and 403, idempotency keys and jobs, are the checkout's and the jobs'):
/// orders with their lines and totals. Portable SQL, like the other features' schemas.
///
/// - An order is a snapshot: its lines keep the product and variant names and the prices paid, its totals the
///   amounts charged; later catalogue changes do not touch them. Only the summary *names* follow the request's
///   language, so they are not stored.
/// - `order_number_sequence` hands out numbers from 1000001 in the purchase's transaction: a purchase that rolls
///   back gives its number back, one that commits keeps it for ever (numbers are never reused).
/// - `due_at` is when an open order is overdue (the end of its delivery window, in the city's time zone, or the end
///   of a pick-up order's holding time): the jobs complete or cancel orders from there.
enum OrdersSchema {
  static let migrations: [Migration] = [orders]

  static let orders = Migration(
    version: 401, name: "orders",
    sql: """
      CREATE TABLE order_number_sequence (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        next_number INTEGER NOT NULL
      );
      INSERT INTO order_number_sequence (id, next_number) VALUES (1, 1000001);
      CREATE TABLE orders (
        id TEXT PRIMARY KEY,
        number INTEGER NOT NULL UNIQUE,
        user_id TEXT NOT NULL REFERENCES users (id),
        status_code TEXT NOT NULL CHECK (status_code IN ('IN_PROGRESS', 'READY_FOR_PICKUP', 'COMPLETED', 'CANCELED')),
        paid INTEGER NOT NULL DEFAULT 0,
        payment_type TEXT NOT NULL CHECK (payment_type IN ('card', 'cash')),
        comment TEXT,
        order_date TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        status_changed_at BIGINT NOT NULL,
        due_at BIGINT NOT NULL,
        delivery_type TEXT NOT NULL CHECK (delivery_type IN ('courier', 'self_pickup')),
        stock_location_id TEXT NOT NULL REFERENCES stock_locations (id),
        delivery_date TEXT,
        interval_id TEXT,
        interval_from TEXT,
        interval_to TEXT,
        city_id TEXT,
        city_name TEXT,
        street TEXT,
        house TEXT,
        flat TEXT,
        entrance TEXT,
        floor TEXT,
        formatted_address TEXT,
        latitude DOUBLE PRECISION,
        longitude DOUBLE PRECISION,
        promo_code_id TEXT REFERENCES promo_codes (id) ON DELETE SET NULL,
        CHECK (delivery_type = 'self_pickup' OR (delivery_date IS NOT NULL AND city_id IS NOT NULL))
      );
      CREATE INDEX orders_by_user ON orders (user_id, number);
      CREATE INDEX orders_by_due ON orders (status_code, due_at);
      CREATE TABLE order_items (
        id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        article TEXT NOT NULL,
        variant_id TEXT REFERENCES product_variants (id) ON DELETE SET NULL,
        product_id TEXT NOT NULL,
        product_name TEXT NOT NULL,
        variant_name TEXT NOT NULL,
        count INTEGER NOT NULL CHECK (count > 0),
        original_kopecks INTEGER NOT NULL,
        price_kopecks INTEGER NOT NULL,
        discount_percent DOUBLE PRECISION,
        UNIQUE (order_id, position)
      );
      CREATE TABLE order_summaries (
        order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('ITEMS_WITHOUT_DISCOUNT', 'DISCOUNT', 'PROMO_DISCOUNT', 'DELIVERY', 'TOTAL')),
        value_kopecks INTEGER NOT NULL,
        PRIMARY KEY (order_id, position)
      )
      """)
}
