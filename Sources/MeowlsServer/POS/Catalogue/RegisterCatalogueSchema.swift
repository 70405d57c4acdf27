/// The change log behind `GET /pos/catalogue?since=` (schema 590): which variants changed after a revision, for
/// the whole chain (name, VAT rate, article, barcode, price, PLU) or for one shop (its stock, its bulk bin).
///
/// - `pos_catalogue_revision`: one counter, bumped by every logged change (`revision`), and `floor`, the oldest
///   revision the log still answers from (a `since` below it, or above `revision`, gets the whole catalogue).
/// - `pos_catalogue_changes (variant_id, shop_id, revision)`: one row per variant and scope (`''` for the chain, a
///   shop's id for its stock), holding the revision of its latest change; a delta reads the rows above `since`
///   through `pos_catalogue_changes_by_revision`. A variant deleted keeps its row, so a delta names it as removed.
///
/// Triggers keep it, so no writer can forget it (as `catalog_revision`'s do): on `product_variants`,
/// `variant_prices` and `variant_plu_codes` (any write), `products` (its name and VAT rate), `stock_levels` (writes at a shop;
/// the warehouse's are no register's business) and `pos_loose_remainders`. The log holds one row per variant and
/// scope whatever the number of writes, so it stays the size of the shops' stock tables. SQLite syntax.
enum RegisterCatalogueSchema {
  static let migrations: [Migration] = [changes]

  /// The statements of a trigger body logging a change of `variant` in `scope` (SQL expressions).
  private static func logging(_ variant: String, scope: String) -> String {
    """
    UPDATE pos_catalogue_revision SET revision = revision + 1 WHERE id = 1;
    INSERT INTO pos_catalogue_changes (variant_id, shop_id, revision)
    SELECT \(variant), \(scope), revision FROM pos_catalogue_revision WHERE id = 1
    ON CONFLICT (variant_id, shop_id) DO UPDATE SET revision = excluded.revision;
    """
  }

  /// The three triggers (insert, update, delete) of `table`, logging the row's `column` in `scope`.
  private static func triggers(
    on table: String, variant column: String, scope: (new: String, old: String) = ("''", "''"),
    when condition: (String) -> String = { _ in "" }
  ) -> String {
    let events = [
      ("insert", "INSERT", "NEW", scope.new), ("update", "UPDATE", "NEW", scope.new),
      ("delete", "DELETE", "OLD", scope.old),
    ]
    return events.map { name, event, row, scope in
      """
      CREATE TRIGGER pos_catalogue_\(table)_on_\(name) AFTER \(event) ON \(table)\(condition(row))
      BEGIN \(logging("\(row).\(column)", scope: scope)) END;
      """
    }.joined(separator: "\n")
  }

  static let changes = Migration(
    version: 590, name: "pos_catalogue_changes",
    sql: """
      CREATE TABLE pos_catalogue_revision (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        revision INTEGER NOT NULL,
        floor INTEGER NOT NULL
      );
      INSERT INTO pos_catalogue_revision (id, revision, floor) VALUES (1, 0, 0);
      CREATE TABLE pos_catalogue_changes (
        variant_id TEXT NOT NULL,
        shop_id TEXT NOT NULL,
        revision INTEGER NOT NULL,
        PRIMARY KEY (variant_id, shop_id)
      ) WITHOUT ROWID;
      CREATE INDEX pos_catalogue_changes_by_revision ON pos_catalogue_changes (revision);
      \(triggers(on: "product_variants", variant: "id"))
      \(triggers(on: "variant_prices", variant: "variant_id"))
      \(triggers(on: "variant_plu_codes", variant: "variant_id"))
      CREATE TRIGGER pos_catalogue_plu_moved AFTER UPDATE OF variant_id ON variant_plu_codes
      BEGIN \(logging("OLD.variant_id", scope: "''")) END;
      CREATE TRIGGER pos_catalogue_products_on_rename AFTER UPDATE OF name, vat_rate ON products
      BEGIN
        UPDATE pos_catalogue_revision SET revision = revision + 1 WHERE id = 1;
        INSERT INTO pos_catalogue_changes (variant_id, shop_id, revision)
        SELECT v.id, '', r.revision FROM product_variants v, pos_catalogue_revision r
        WHERE v.product_id = NEW.id AND r.id = 1
        ON CONFLICT (variant_id, shop_id) DO UPDATE SET revision = excluded.revision;
      END;
      \(triggers(
        on: "stock_levels", variant: "variant_id", scope: ("NEW.location_id", "OLD.location_id"),
        when: { row in " WHEN (SELECT kind FROM stock_locations WHERE id = \(row).location_id) = 'shop'" }))
      \(triggers(on: "pos_loose_remainders", variant: "variant_id", scope: ("NEW.shop_id", "OLD.shop_id")))
      """)
}
