extension CatalogSchema {
  // NB: a price is part of what the catalogue caches (the listing index sorts and filters by it; carts and product
  // pages show it), so, as with stock, a trigger bumps `catalog_revision.structure` on every price write and no
  // writer can leave a cache showing an old price. SQLite syntax; PostgreSQL gets its own triggers.
  static let priceRevision = Migration(
    version: 104, name: "catalog_price_revision",
    sql: """
      CREATE TRIGGER catalog_price_revision_on_insert AFTER INSERT ON variant_prices
      BEGIN UPDATE catalog_revision SET structure = structure + 1 WHERE id = 1; END;
      CREATE TRIGGER catalog_price_revision_on_update AFTER UPDATE ON variant_prices
      BEGIN UPDATE catalog_revision SET structure = structure + 1 WHERE id = 1; END;
      CREATE TRIGGER catalog_price_revision_on_delete AFTER DELETE ON variant_prices
      BEGIN UPDATE catalog_revision SET structure = structure + 1 WHERE id = 1; END
      """)
}
