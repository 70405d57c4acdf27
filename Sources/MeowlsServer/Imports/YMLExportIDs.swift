import Foundation

/// The feed ids an export gives what no feed named: each category and each product of several variants (an offer
/// group) without one gets the next free number, remembered in `import_keys` as a feed's would be, so the export
/// imports back changing nothing and the next export gives the same ids.
enum YMLExportIDs {
  static func remember(_ connection: any DatabaseConnection) throws {
    let categories = try ImportKeys.byLocal("yml.category", connection)
    var next = nextNumber(after: categories)
    for category in try CategoryAdminStore.tree(connection) where !category.archived {
      let local = category.id.rawValue.uuidString
      guard categories[local] == nil else { continue }
      try ImportKeys.set("yml.category", String(next), local, connection)
      next += 1
    }
    let groups = try ImportKeys.byLocal("yml.group", connection)
    var nextGroup = nextNumber(after: groups)
    let grouped = try connection.query(
      """
      SELECT v.product_id FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE p.archived = 0 GROUP BY v.product_id HAVING COUNT(*) > 1 ORDER BY MIN(p.position), v.product_id
      """
    ).map { try CatalogStorage.uuid($0, 0).uuidString }
    for product in grouped where groups[product] == nil {
      try ImportKeys.set("yml.group", String(nextGroup), product, connection)
      nextGroup += 1
    }
  }

  /// One more than the largest numeric feed id of `keys` below 10^15. NB: a feed's ids are its own, up to
  /// `Int.max` (`9223372036854775807`), where one more would trap; numbers this far below them never meet them.
  static func nextNumber(after keys: [String: String]) -> Int {
    (keys.values.compactMap { Int($0) }.filter { (0..<1_000_000_000_000_000).contains($0) }.max() ?? 0) + 1
  }
}
