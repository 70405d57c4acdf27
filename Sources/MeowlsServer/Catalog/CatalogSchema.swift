/// The catalogue's tables (versions 101–199; 100, the geography, and 103 and 107, the stock levels, are theirs):
/// categories, products and their variants, main-page banners, sales, and the triggers that keep the revision counter
/// honest.
///
/// Storage choices, the same on SQLite and PostgreSQL:
/// - ids are UUIDs stored as upper-case TEXT (city ids are FIAS GUIDs);
/// - money is INTEGER kopecks; percentages and coordinates are DOUBLE PRECISION;
/// - calendar days (sale windows) are TEXT `yyyy-MM-dd`, which compares in date order;
/// - booleans are INTEGER 0/1;
/// - "DB order" of the contract is an explicit `position` column, so every listing has a stable order.
///
/// Feature queries stay plain SQL with `$n` parameters.
enum CatalogSchema {
  static let migrations: [Migration] = [
    catalogue, mainPage, priceRevision, listFormIndexes, clusteredVariantRows, vatRates,
  ]

  /// 108: the VAT rate a product's receipts carry (54-FZ's rates for a pet shop on ОСН), 20 % unless the catalogue
  /// gives another; a database seeded before keeps 20 % on every product.
  static let vatRates = Migration(
    version: 108, name: "catalog_product_vat_rates",
    sql: """
      ALTER TABLE products ADD COLUMN vat_rate TEXT NOT NULL DEFAULT '20%'
        CHECK (vat_rate IN ('20%', '10%', '0%', 'без НДС'))
      """)

  static let catalogue = Migration(
    version: 101, name: "catalog_products",
    sql: """
      CREATE TABLE categories (
        id TEXT PRIMARY KEY,
        parent_id TEXT REFERENCES categories (id) ON DELETE CASCADE,
        code TEXT NOT NULL,
        name TEXT NOT NULL,
        has_children INTEGER NOT NULL DEFAULT 0,
        image_key TEXT REFERENCES catalog_images (key),
        position INTEGER NOT NULL,
        UNIQUE (parent_id, code)
      );
      CREATE INDEX categories_by_parent ON categories (parent_id, position);
      CREATE TABLE product_properties (
        id TEXT PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        selectable INTEGER NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE TABLE property_values (
        id TEXT PRIMARY KEY,
        property_id TEXT NOT NULL REFERENCES product_properties (id) ON DELETE CASCADE,
        value TEXT NOT NULL,
        UNIQUE (property_id, value)
      );
      CREATE TABLE badges (
        id TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        text TEXT,
        background_color TEXT NOT NULL,
        tint_color TEXT NOT NULL,
        UNIQUE (title, text)
      );
      CREATE TABLE sales (
        id TEXT PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        sale_type TEXT NOT NULL CHECK (sale_type IN ('offline', 'online')),
        title TEXT NOT NULL,
        disclaimer TEXT NOT NULL,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL,
        image_key TEXT REFERENCES catalog_images (key),
        position INTEGER NOT NULL
      );
      CREATE INDEX sales_by_type ON sales (sale_type, end_date, position);
      CREATE TABLE products (
        id TEXT PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        allow_quick_buy INTEGER NOT NULL,
        default_variant_article TEXT,
        delivery_conditions_url TEXT,
        sale_id TEXT REFERENCES sales (id) ON DELETE SET NULL,
        position INTEGER NOT NULL
      );
      CREATE INDEX products_by_position ON products (position);
      CREATE INDEX products_by_sale ON products (sale_id, position);
      CREATE TABLE product_categories (
        category_id TEXT NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
        product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        PRIMARY KEY (category_id, product_id)
      );
      CREATE INDEX product_categories_by_product ON product_categories (product_id);
      CREATE TABLE product_images (
        product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        image_key TEXT NOT NULL REFERENCES catalog_images (key),
        PRIMARY KEY (product_id, position)
      );
      CREATE TABLE product_sections (
        product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        title TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('text_expandable', 'text_modal')),
        text TEXT NOT NULL,
        link TEXT,
        PRIMARY KEY (product_id, position)
      );
      CREATE TABLE product_variants (
        id TEXT PRIMARY KEY,
        product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        article TEXT NOT NULL UNIQUE,
        short_name TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE INDEX product_variants_by_product ON product_variants (product_id, position);
      CREATE TABLE variant_prices (
        variant_id TEXT PRIMARY KEY REFERENCES product_variants (id) ON DELETE CASCADE,
        original_kopecks INTEGER NOT NULL CHECK (original_kopecks >= 0),
        price_kopecks INTEGER NOT NULL CHECK (price_kopecks >= 0),
        discount_percent DOUBLE PRECISION
      );
      CREATE TABLE variant_availability (
        variant_id TEXT PRIMARY KEY REFERENCES product_variants (id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('available', 'delivery', 'not_available')),
        delivery_duration_days INTEGER
      );
      CREATE TABLE variant_badges (
        variant_id TEXT NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
        badge_id TEXT NOT NULL REFERENCES badges (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        PRIMARY KEY (variant_id, badge_id)
      );
      CREATE TABLE variant_property_values (
        variant_id TEXT NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
        value_id TEXT NOT NULL REFERENCES property_values (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        PRIMARY KEY (variant_id, value_id)
      )
      """)

  static let mainPage = Migration(
    version: 102, name: "catalog_main_page",
    sql: """
      CREATE TABLE main_banners (
        id TEXT PRIMARY KEY,
        parent_id TEXT REFERENCES main_banners (id) ON DELETE CASCADE,
        title TEXT,
        place_type TEXT CHECK (place_type IN (
          'banners_horizontal', 'banners_vertical', 'categories', 'products_collection', 'single_banner')),
        place_index INTEGER NOT NULL,
        image_key TEXT REFERENCES catalog_images (key)
      );
      CREATE INDEX main_banners_by_parent ON main_banners (parent_id, place_index);
      CREATE TABLE banner_redirects (
        banner_id TEXT PRIMARY KEY REFERENCES main_banners (id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('object', 'products_collection')),
        object_type TEXT NOT NULL CHECK (object_type IN ('Product', 'Sale')),
        url TEXT,
        sale_id TEXT REFERENCES sales (id) ON DELETE SET NULL,
        set_name TEXT,
        set_category_id TEXT REFERENCES categories (id) ON DELETE SET NULL,
        set_query TEXT
      );
      CREATE TABLE banner_ui_settings (
        banner_id TEXT PRIMARY KEY REFERENCES main_banners (id) ON DELETE CASCADE,
        background_color TEXT,
        auto_sliding_timeout INTEGER,
        spacing_top INTEGER,
        spacing_bottom INTEGER,
        radius_top_left INTEGER,
        radius_top_right INTEGER,
        radius_bottom_left INTEGER,
        radius_bottom_right INTEGER,
        CHECK ((spacing_top IS NULL) = (spacing_bottom IS NULL)),
        CHECK ((radius_top_left IS NULL) = (radius_bottom_right IS NULL))
      );
      CREATE TABLE banner_metrics (
        banner_id TEXT NOT NULL REFERENCES main_banners (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        width DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (banner_id, position)
      );
      CREATE TABLE banner_categories (
        banner_id TEXT NOT NULL REFERENCES main_banners (id) ON DELETE CASCADE,
        category_id TEXT NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        PRIMARY KEY (banner_id, category_id)
      );
      CREATE TABLE banner_products (
        banner_id TEXT NOT NULL REFERENCES main_banners (id) ON DELETE CASCADE,
        product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        PRIMARY KEY (banner_id, product_id)
      )
      """)

  // NB: a listing page's first visit reads its products in list form (`CatalogStorage+Products`) from rows that sit
  // at random places of a large file, one b-tree descent per row and table. These covering indexes hold every column
  // the pictures, variants and badges queries read, so each of those rows is one index descent instead of an index
  // descent plus a table descent; the variants index they replace had the same leading columns. Rows found by a
  // unique key (a product, a price, an availability, a stock level) keep that key: without `ANALYZE` statistics the
  // planner prefers it to any covering index, and statistics turned other queries' plans (the search index build)
  // from seconds into half a minute.
  static let listFormIndexes = Migration(
    version: 105, name: "catalog_list_form_indexes",
    sql: """
      CREATE INDEX product_images_list_form ON product_images (product_id, position, image_key);
      DROP INDEX product_variants_by_product;
      CREATE INDEX product_variants_list_form ON product_variants (product_id, position, id, article, short_name);
      CREATE INDEX variant_badges_list_form ON variant_badges (variant_id, position, badge_id)
      """)
}
