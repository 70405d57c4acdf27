import Foundation
import MeowlsAPI

/// The back office's categories: create, rename, move in the tree (another parent, another place among the
/// siblings), archive and unarchive, each in one transaction with its audit row and the catalogue's revision bump.
///
/// Rules that keep the shop's catalogue whole (products are listed through leaf categories, `Docs/catalogue.md`):
/// a category never moves under itself or its descendants; a category holding products of its own gets no
/// categories under it; a category is archived only once it holds no product and no category that is not archived,
/// so archiving never hides a product that is on sale.
public struct CategoryAdmin: Sendable {
  let clock: Clock
  let database: any Database
  let random: RandomSource

  public init(database: any Database, clock: Clock, random: RandomSource) {
    self.clock = clock
    self.database = database
    self.random = random
  }

  /// Every category, archived ones too, parents before their children.
  public func tree() throws -> [AdminCategory] {
    try database.withConnection { try CategoryAdminStore.tree($0) }
  }

  /// A new category, last among its siblings.
  public func create(_ draft: CategoryDraft, by actor: AdminActor) throws -> AdminCategory {
    let name = try ProductRules.text(draft.name, field: "name", limit: 100)
    let id = random.uuid()
    let code = try Self.code(draft.code ?? id.uuidString.lowercased())
    return try database.transaction { connection in
      let parent = draft.parentID?.rawValue
      if let parent { try Self.requireParent(parent, for: nil, connection) }
      try Self.requireFreeCode(code, under: parent, connection)
      try connection.execute(
        """
        INSERT INTO categories (id, parent_id, code, name, has_children, position)
        VALUES ($1, $2, $3, $4, 0, (SELECT COALESCE(MAX(position), -1) + 1 FROM categories))
        """, [id.sqlValue, parent.sqlValue, code.sqlValue, name.sqlValue])
      try CategoryAdminStore.refreshHasChildren(parent, connection)
      return try record("category.create", id, before: nil, by: actor, connection)
    }
  }

  /// The category with another name.
  public func rename(_ id: Category.ID, to name: String, by actor: AdminActor) throws -> AdminCategory {
    let name = try ProductRules.text(name, field: "name", limit: 100)
    return try database.transaction { connection in
      let before = try Self.require(id.rawValue, connection)
      try connection.execute("UPDATE categories SET name = $2 WHERE id = $1", [id.sqlValue, name.sqlValue])
      return try record("category.rename", id.rawValue, before: before, by: actor, connection)
    }
  }

  /// The category under `move.parentID` (a root when nil) at `move.position` among its siblings.
  public func move(_ id: Category.ID, _ move: CategoryMove, by actor: AdminActor) throws -> AdminCategory {
    try database.transaction { connection in
      let before = try Self.require(id.rawValue, connection)
      guard let row = try CategoryAdminStore.row(id.rawValue, connection) else {
        throw AdminError.categoryNotFound(id.rawValue.uuidString)
      }
      let parent = move.parentID?.rawValue
      if parent != row.parent {
        if let parent { try Self.requireParent(parent, for: id.rawValue, connection) }
        try Self.requireFreeCode(row.code, under: parent, connection)
        try connection.execute(
          "UPDATE categories SET parent_id = $2 WHERE id = $1", [id.sqlValue, parent.sqlValue])
      }
      var siblings = try CategoryAdminStore.children(of: parent, connection).filter { $0.id != row.id }
      let place = min(max(move.position ?? siblings.count, 0), siblings.count)
      siblings.insert(row, at: place)
      try CategoryAdminStore.reorder(siblings, connection)
      try CategoryAdminStore.refreshHasChildren(row.parent, connection)
      try CategoryAdminStore.refreshHasChildren(parent, connection)
      return try record("category.move", id.rawValue, before: before, by: actor, connection)
    }
  }

  /// Archives (`true`) or unarchives the category; archiving an archived one changes nothing.
  ///
  /// - Throws: `categoryNotEmpty` while it holds products or categories not archived; `categoryArchived` to
  ///   unarchive a category whose parent is archived.
  public func setArchived(_ id: Category.ID, _ archived: Bool, by actor: AdminActor) throws -> AdminCategory {
    try database.transaction { connection in
      let before = try Self.require(id.rawValue, connection)
      guard before.archived != archived else { return before }
      if archived {
        let children = try CategoryAdminStore.children(of: id.rawValue, connection).filter { !$0.archived }.count
        guard before.productCount == 0, children == 0 else {
          throw AdminError.categoryNotEmpty(id.rawValue, products: before.productCount, categories: children)
        }
      } else if let parent = before.parentID, try Self.require(parent.rawValue, connection).archived {
        throw AdminError.categoryArchived(parent.rawValue)
      }
      try connection.execute("UPDATE categories SET archived = $2 WHERE id = $1", [id.sqlValue, archived.sqlValue])
      try CategoryAdminStore.refreshHasChildren(before.parentID?.rawValue, connection)
      return try record(
        archived ? "category.archive" : "category.unarchive", id.rawValue, before: before, by: actor, connection)
    }
  }

  private func record(
    _ action: String, _ id: UUID, before: AdminCategory?, by actor: AdminActor, _ connection: any DatabaseConnection
  ) throws -> AdminCategory {
    try CatalogueChange.bumpStructure(connection)
    let after = try Self.require(id, connection)
    try AuditLog.record(
      AuditLog.Change(action: action, after: after, before: before, subjectID: id.uuidString, subjectType: "category"),
      by: actor, at: EpochSeconds.from(clock.now()), in: connection)
    return after
  }

  /// A parent a category may go under: known, not archived, holding no products of its own, and (for a move of
  /// `category`) neither the category itself nor below it.
  private static func requireParent(_ parent: UUID, for category: UUID?, _ connection: any DatabaseConnection) throws {
    let found = try require(parent, connection)
    if found.archived { throw AdminError.categoryArchived(parent) }
    var ancestor: UUID? = parent
    var steps = 0
    while let current = ancestor, steps < 1_000 {
      if current == category { throw AdminError.categoryCycle(parent) }
      ancestor = try CategoryAdminStore.row(current, connection)?.parent
      steps += 1
    }
    if found.productCount > 0 { throw AdminError.categoryHasProducts(parent) }
  }

  private static func requireFreeCode(_ code: String, under parent: UUID?, _ connection: any DatabaseConnection) throws
  {
    guard try CategoryAdminStore.children(of: parent, connection).contains(where: { $0.code == code }) else { return }
    throw AdminError.invalid(field: "code", reason: "Another category under the same parent has the code '\(code)'.")
  }

  /// 1–64 lower-case Latin letters, digits, `-` or `_`.
  private static func code(_ text: String) throws(AdminError) -> String {
    guard (1...64).contains(text.count),
      text.unicodeScalars.allSatisfy({ ProductRules.isCodeCharacter($0) && !("A"..."Z").contains($0) })
    else { throw .invalid(field: "code", reason: "A code is 1 to 64 lower-case Latin letters, digits, '-' or '_'.") }
    return text
  }

  private static func require(_ id: UUID, _ connection: any DatabaseConnection) throws -> AdminCategory {
    guard let category = try CategoryAdminStore.category(id, connection) else {
      throw AdminError.categoryNotFound(id.uuidString)
    }
    return category
  }
}
