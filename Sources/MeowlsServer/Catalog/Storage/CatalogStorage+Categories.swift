import Foundation
import MeowlsAPI

extension CatalogStorage {
  /// The root categories (no `parent_id`), in catalogue order; archived ones are hidden here and below.
  func rootCategories(_ connection: any DatabaseConnection) throws -> [Category] {
    try connection.query(
      "SELECT id, code, name, has_children, image_key FROM categories WHERE parent_id IS NULL AND archived = 0 ORDER BY position"
    ).map { try category($0) }
  }

  /// The children of `parentID` in catalogue order, each with `parent` (without its own parent); [] for a leaf or
  /// an unknown id.
  func childCategories(of parentID: Category.ID, _ connection: any DatabaseConnection) throws -> [Category] {
    guard
      let parentRow = try connection.first(
        "SELECT id, code, name, has_children, image_key FROM categories WHERE id = $1 AND archived = 0",
        [parentID.rawValue.sqlValue])
    else { return [] }
    let parent = try category(parentRow)
    return try connection.query(
      "SELECT id, code, name, has_children, image_key FROM categories WHERE parent_id = $1 AND archived = 0 ORDER BY position",
      [parentID.rawValue.sqlValue]
    ).map { row in
      var child = try category(row)
      child.parent = parent
      return child
    }
  }

  /// A category from `id, code, name, has_children, image_key` (starting at `column`); no image without a key.
  func category(_ row: Row, from column: Int = 0) throws -> Category {
    Category(
      code: try row.string(column + 1), hasChildren: try row.bool(column + 3),
      id: Category.ID(try Self.uuid(row, column)), image: try row.optionalString(column + 4).map(images.image(forKey:)),
      name: try row.string(column + 2))
  }
}
