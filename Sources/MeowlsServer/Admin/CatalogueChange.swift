/// What every back-office change of the catalogue does in its own transaction besides its rows.
///
/// NB: bumping `catalog_revision.structure` is how the catalogue's caches learn of a change: the next request of
/// any server on the database sees the new revision, rebuilds its listing and search indexes and forgets its pages
/// (`CatalogCache`, `SearchCache`), so shoppers see the change at once without `meowls reindex`. Price writes bump
/// it again through their triggers (104), and stock writes bump `stock` (103).
enum CatalogueChange {
  static func bumpStructure(_ connection: any DatabaseConnection) throws {
    try connection.execute("UPDATE catalog_revision SET structure = structure + 1 WHERE id = 1", [])
  }
}
