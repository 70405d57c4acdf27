import Foundation

/// Writes the categories of a plan: new ones last in the catalogue's order, changed ones renamed, moved and
/// unarchived, then `has_children` of every parent involved, and the feed ids remembered.
enum YMLCategoryWriter {
  static func write(_ plan: YMLCategoryPlan, _ connection: any DatabaseConnection) throws {
    var parents: Set<UUID> = []
    for entry in plan.entries where entry.isNew || entry.isChanged {
      if entry.isNew {
        try connection.execute(
          """
          INSERT INTO categories (id, parent_id, code, name, has_children, position)
          VALUES ($1, $2, $3, $4, 0, (SELECT COALESCE(MAX(position), -1) + 1 FROM categories))
          """, [entry.id.sqlValue, entry.parent.sqlValue, entry.code.sqlValue, entry.name.sqlValue])
        try ImportKeys.set("yml.category", entry.feedID, entry.id.uuidString, connection)
      } else {
        if let old = try connection.first("SELECT parent_id FROM categories WHERE id = $1", [entry.id.sqlValue])?
          .optionalString(0).flatMap(UUID.init(storedText:))
        {
          parents.insert(old)
        }
        try connection.execute(
          "UPDATE categories SET name = $2, parent_id = $3, archived = 0 WHERE id = $1",
          [entry.id.sqlValue, entry.name.sqlValue, entry.parent.sqlValue])
      }
      if let parent = entry.parent { parents.insert(parent) }
    }
    for parent in parents { try CategoryAdminStore.refreshHasChildren(parent, connection) }
  }
}
