/// The POS sale tables (schema versions 520–539).
///
/// 520 gives every variant an EAN-13 (`product_variants.barcode`, unique; see `ArticleBarcode`) and adds the PLU
/// codes of the shop's scales (`variant_plu_codes`). A PLU with a `price_per_kg_kopecks` is a loose good sold by
/// weight; one without it names a piece good on the scale's keyboard.
///
/// NB: the backfill computes the same code as `ArticleBarcode` for a database seeded before 520 (new databases get
/// the codes from the seeder). `GLOB` is SQLite; PostgreSQL will say `article ~ '^[0-9]+$'`.
enum SalesSchema {
  static let migrations: [Migration] = [barcodes]

  static let barcodes = Migration(
    version: 520, name: "pos_barcodes",
    sql: """
      ALTER TABLE product_variants ADD COLUMN barcode TEXT;
      UPDATE product_variants
      SET barcode = '460' || substr('000000000' || article, length(article) + 1, 9)
      WHERE length(article) BETWEEN 1 AND 9 AND article NOT GLOB '*[^0-9]*';
      UPDATE product_variants
      SET barcode = barcode || CAST((10 - (
          CAST(substr(barcode, 1, 1) AS INTEGER) + CAST(substr(barcode, 2, 1) AS INTEGER) * 3 +
          CAST(substr(barcode, 3, 1) AS INTEGER) + CAST(substr(barcode, 4, 1) AS INTEGER) * 3 +
          CAST(substr(barcode, 5, 1) AS INTEGER) + CAST(substr(barcode, 6, 1) AS INTEGER) * 3 +
          CAST(substr(barcode, 7, 1) AS INTEGER) + CAST(substr(barcode, 8, 1) AS INTEGER) * 3 +
          CAST(substr(barcode, 9, 1) AS INTEGER) + CAST(substr(barcode, 10, 1) AS INTEGER) * 3 +
          CAST(substr(barcode, 11, 1) AS INTEGER) + CAST(substr(barcode, 12, 1) AS INTEGER) * 3
        ) % 10) % 10 AS TEXT)
      WHERE barcode IS NOT NULL;
      CREATE UNIQUE INDEX product_variants_by_barcode ON product_variants (barcode);
      CREATE TABLE variant_plu_codes (
        plu INTEGER PRIMARY KEY CHECK (plu BETWEEN 0 AND 99999),
        variant_id TEXT NOT NULL UNIQUE REFERENCES product_variants (id) ON DELETE CASCADE,
        price_per_kg_kopecks INTEGER CHECK (price_per_kg_kopecks > 0)
      )
      """)
}
