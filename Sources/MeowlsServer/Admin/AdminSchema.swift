/// The back office's tables and columns (schema versions 700–799).
///
/// 700: archived products and categories (`archived`, 0/1: hidden from the shop, kept for orders, receipts and the
/// ledger), each variant's pack size (`pack_size`: pieces per pack, or grams per stocked pack of a loose good; NULL is
/// one piece, or the 1,000 g the POS takes), and the audit log of every back-office change (`admin_audit_log`: who,
/// when, what, the thing before and after as JSON text). Whether a variant is sold by weight stays what the POS reads:
/// a PLU with a price per kilogram (`variant_plu_codes`, 520).
///
/// NB: portable SQL (no `WITHOUT ROWID`, no SQLite-only syntax); `id INTEGER PRIMARY KEY` is SQLite's row id and an
/// identity column on PostgreSQL, so the log appends at the end of its table, as the stock ledger does.
enum AdminSchema {
  static let migrations: [Migration] = [catalogueAdmin, catalogueChanges]

  static let catalogueAdmin = Migration(
    version: 700, name: "admin_catalogue",
    sql: """
      ALTER TABLE products ADD COLUMN archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1));
      ALTER TABLE categories ADD COLUMN archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1));
      ALTER TABLE product_variants ADD COLUMN pack_size INTEGER CHECK (pack_size BETWEEN 1 AND 1000000);
      CREATE TABLE admin_audit_log (
        id INTEGER PRIMARY KEY,
        recorded_at BIGINT NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        subject_type TEXT NOT NULL,
        subject_id TEXT NOT NULL,
        before_json TEXT,
        after_json TEXT
      );
      CREATE INDEX admin_audit_log_by_subject ON admin_audit_log (subject_id, id);
      CREATE INDEX admin_audit_log_by_action ON admin_audit_log (action, id)
      """)
}

extension AdminSchema {
  /// 730: the change log of product changes (`CatalogueChange.ProductChange`): each row a product one transaction
  /// touched and the structure revisions that transaction moved the catalogue from and to, so servers apply just
  /// those products to their in-memory indexes. Rows older than `CatalogueChange.keptRevisions` are pruned.
  static let catalogueChanges = Migration(
    version: 730, name: "admin_catalogue_changes",
    sql: """
      CREATE TABLE catalog_changes (
        id INTEGER PRIMARY KEY,
        revision_from INTEGER NOT NULL,
        revision_to INTEGER NOT NULL,
        product_id TEXT NOT NULL
      );
      CREATE INDEX catalog_changes_by_revision ON catalog_changes (revision_to, id)
      """)
}
