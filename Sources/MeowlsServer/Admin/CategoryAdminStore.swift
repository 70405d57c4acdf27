import Foundation
import MeowlsAPI

/// The back office's SQL for categories, on a connection the caller holds.
enum CategoryAdminStore {
  /// One category's row, as the rules need it.
  struct Entry: Equatable {
    var archived: Bool
    var code: String
    var id: UUID
    var name: String
    var parent: UUID?
    var position: Int
  }

  static func row(_ id: UUID, _ connection: any DatabaseConnection) throws -> Entry? {
    try connection.first(
      "SELECT id, parent_id, code, name, archived, position FROM categories WHERE id = $1", [id.sqlValue]
    ).map(row)
  }

  /// The categories under `parent` (the roots when nil), archived too, in order.
  static func children(of parent: UUID?, _ connection: any DatabaseConnection) throws -> [Entry] {
    let columns = "SELECT id, parent_id, code, name, archived, position FROM categories"
    guard let parent else {
      return try connection.query("\(columns) WHERE parent_id IS NULL ORDER BY position, id").map(row)
    }
    return try connection.query("\(columns) WHERE parent_id = $1 ORDER BY position, id", [parent.sqlValue]).map(row)
  }

  /// The products linked to the category itself that are not archived.
  static func productCount(_ id: UUID, _ connection: any DatabaseConnection) throws -> Int {
    try connection.first(
      """
      SELECT COUNT(*) FROM product_categories pc JOIN products p ON p.id = pc.product_id
      WHERE pc.category_id = $1 AND p.archived = 0
      """, [id.sqlValue]
    )?.int(0) ?? 0
  }

  /// The category as an answer: its place among its siblings and its products.
  static func category(_ id: UUID, _ connection: any DatabaseConnection) throws -> AdminCategory? {
    guard let row = try row(id, connection) else { return nil }
    let position = try children(of: row.parent, connection).firstIndex { $0.id == id } ?? 0
    return AdminCategory(
      archived: row.archived, code: row.code, id: Category.ID(id), name: row.name,
      parentID: row.parent.map { Category.ID($0) },
      position: position, productCount: try productCount(id, connection))
  }

  /// Every category, parents before their children, siblings in order.
  static func tree(_ connection: any DatabaseConnection) throws -> [AdminCategory] {
    var counts: [String: Int] = [:]
    try connection.forEachRow(
      """
      SELECT pc.category_id, COUNT(*) FROM product_categories pc JOIN products p ON p.id = pc.product_id
      WHERE p.archived = 0 GROUP BY pc.category_id
      """, []
    ) { counts[try $0.string(0)] = try $0.int(1) }
    var byParent: [UUID?: [Entry]] = [:]
    for category in try connection.query(
      "SELECT id, parent_id, code, name, archived, position FROM categories ORDER BY position, id"
    ).map(row) {
      byParent[category.parent, default: []].append(category)
    }
    var tree: [AdminCategory] = []
    func walk(_ parent: UUID?, depth: Int) {
      guard depth < 64 else { return }
      for (position, row) in (byParent[parent] ?? []).enumerated() {
        tree.append(
          AdminCategory(
            archived: row.archived, code: row.code, id: Category.ID(row.id), name: row.name,
            parentID: row.parent.map { Category.ID($0) }, position: position,
            productCount: counts[row.id.uuidString] ?? 0))
        walk(row.id, depth: depth + 1)
      }
    }
    walk(nil, depth: 0)
    return tree
  }

  /// Gives `siblings` (in their new order) the positions they held between them, so the rest of the catalogue's
  /// order (search ranks categories by it) is untouched; renumbers them when two held the same.
  static func reorder(_ siblings: [Entry], _ connection: any DatabaseConnection) throws {
    var positions = siblings.map(\.position).sorted()
    if Set(positions).count < positions.count {
      positions = positions.indices.map { (positions.first ?? 0) + $0 }
    }
    for (row, position) in zip(siblings, positions) where row.position != position {
      try connection.execute("UPDATE categories SET position = $2 WHERE id = $1", [row.id.sqlValue, position.sqlValue])
    }
  }

  /// Sets `has_children` of `parent` to whether a category not archived is under it (the catalogue's leaf rule).
  static func refreshHasChildren(_ parent: UUID?, _ connection: any DatabaseConnection) throws {
    guard let parent else { return }
    try connection.execute(
      """
      UPDATE categories SET has_children =
        CASE WHEN EXISTS (SELECT 1 FROM categories c WHERE c.parent_id = $1 AND c.archived = 0) THEN 1 ELSE 0 END
      WHERE id = $1
      """, [parent.sqlValue])
  }

  private static func row(_ row: Row) throws -> Entry {
    Entry(
      archived: try row.bool(4), code: try row.string(2), id: try CatalogStorage.uuid(row, 0), name: try row.string(3),
      parent: try row.optionalString(1).flatMap(UUID.init(storedText:)), position: try row.int(5))
  }
}
