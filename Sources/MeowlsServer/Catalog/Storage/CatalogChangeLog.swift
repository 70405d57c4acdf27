import Foundation

/// The change log as servers read it (`catalog_changes`, written by `CatalogueChange.ProductChange`).
enum CatalogChangeLog {
  /// Products applied one by one at most; a longer gap is rebuilt whole, which is then the cheaper way.
  static let productLimit = 2_000

  /// The products whose changes moved the structure revision from `from` to `to`, when the log holds every step of
  /// that range (a bump without log rows, or rows pruned, leaves a gap: nil) and they are few enough.
  static func products(from: Int, to: Int, _ connection: any DatabaseConnection) throws -> [UUID]? {
    guard to > from else { return nil }
    var steps: [Int: Int] = [:]
    var products = Set<UUID>()
    var rows = 0
    try connection.forEachRow(
      """
      SELECT revision_from, revision_to, product_id FROM catalog_changes
      WHERE revision_to > $1 AND revision_to <= $2 ORDER BY revision_to, id LIMIT $3
      """, [.integer(Int64(from)), .integer(Int64(to)), .integer(Int64(productLimit + 1))]
    ) { row in
      rows += 1
      steps[try row.int(0)] = try row.int(1)
      if let id = UUID(uuidString: try row.string(2)) { products.insert(id) }
    }
    guard rows <= productLimit else { return nil }
    var at = from
    while at < to {
      guard let next = steps[at], next > at else { return nil }
      at = next
    }
    return at == to ? Array(products) : nil
  }
}
