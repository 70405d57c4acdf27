import Foundation

/// What every back-office change of the catalogue does in its own transaction besides its rows.
///
/// NB: bumping `catalog_revision.structure` is how the catalogue's caches learn of a change: the next request of
/// any server on the database sees the new revision (`CatalogCache`, `SearchCache`), so shoppers see the change at
/// once without `meowls reindex`. Price writes bump it again through their triggers (104), and stock writes bump
/// `stock` (103). A product change also writes which products it touched to the change log (`catalog_changes`,
/// 730) with the revisions it moved the catalogue from and to, so a server at the revision before applies just those
/// products to its in-memory indexes instead of rebuilding them; any bump without log rows (a category change, the
/// seeder, `meowls reindex`, a price written by hand) leaves a gap in the log, and the servers rebuild whole.
enum CatalogueChange {
  /// Revisions of log rows kept: a server further behind than this rebuilds anyway.
  static let keptRevisions = 10_000

  static func bumpStructure(_ connection: any DatabaseConnection) throws {
    try connection.execute("UPDATE catalog_revision SET structure = structure + 1 WHERE id = 1", [])
  }

  /// A change of some products in the transaction the caller holds, begun before its first write.
  struct ProductChange {
    /// The structure revision before the transaction's first bump.
    let from: Int

    /// Bumps the revision (the transaction's first write, so no other writer's bump falls inside its range).
    static func begin(_ connection: any DatabaseConnection) throws -> ProductChange {
      try bumpStructure(connection)
      return ProductChange(from: try CatalogRevision.current(connection).structure - 1)
    }

    /// Logs `products` as what moved the revision from `from` to the current one; the last write of the change.
    ///
    /// NB: a change that touches no product's listing (a banner, a sale's title or days) still logs its step, as one
    /// row with an empty product id that `CatalogChangeLog` reads as no product: the servers drop their cached pages
    /// of the old revision without rebuilding their indexes.
    func log(_ products: [UUID], _ connection: any DatabaseConnection) throws {
      let to = try CatalogRevision.current(connection).structure
      if products.isEmpty {
        try connection.execute(
          "INSERT INTO catalog_changes (revision_from, revision_to, product_id) VALUES ($1, $2, '')",
          [.integer(Int64(from)), .integer(Int64(to))])
      }
      for product in Set(products) {
        try connection.execute(
          "INSERT INTO catalog_changes (revision_from, revision_to, product_id) VALUES ($1, $2, $3)",
          [.integer(Int64(from)), .integer(Int64(to)), product.sqlValue])
      }
      try connection.execute(
        "DELETE FROM catalog_changes WHERE revision_to <= $1", [.integer(Int64(to - keptRevisions))])
    }
  }
}
