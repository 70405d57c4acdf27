/// The change counters of the catalogue (`catalog_revision`): caches built at one revision are stale at another.
struct CatalogRevision: Sendable, Equatable {
  /// Bumped when categories, products, properties, prices or sales change (the listing index is stale).
  var structure: Int
  /// Bumped by every stock write (rendered products are stale: `availability_info.count`).
  var stock: Int

  /// Whether this revision was read before `other` (both counters only grow).
  func isOlder(than other: CatalogRevision) -> Bool {
    (structure, stock) < (other.structure, other.stock)
  }

  /// The revision now. NB: every request starts with it, so it is remembered between commits where the engine
  /// can tell (`rememberedUntilChange`): a page answered from the caches then costs no round trip to a database
  /// server.
  static func current(_ connection: any DatabaseConnection) throws -> CatalogRevision {
    try connection.rememberedUntilChange("catalog_revision") {
      guard let row = try connection.first("SELECT structure, stock FROM catalog_revision WHERE id = 1") else {
        return CatalogRevision(structure: 0, stock: 0)
      }
      return CatalogRevision(structure: try row.int(0), stock: try row.int(1))
    }
  }
}
