import MeowlsAPI

extension Endpoint where Response == [AdminCategory] {
  /// `GET /admin/categories`: the whole tree, archived ones too, parents before children.
  public static var adminCategories: Self { Self(.admin(.categories)) }
}

extension Endpoint where Response == AdminCategory {
  /// `POST /admin/categories`: a new category, last among its siblings.
  public static func createCategory(_ draft: CategoryDraft) -> Self { Self(.admin(.createCategory(draft))) }
  /// `POST /admin/categories/{id}/rename`.
  public static func renameCategory(_ id: Category.ID, _ name: String) -> Self {
    Self(.admin(.renameCategory(.valid(id), CategoryRename(name: name))))
  }
  /// `POST /admin/categories/{id}/move`: another parent, another place among the siblings, or both.
  public static func moveCategory(_ id: Category.ID, _ move: CategoryMove) -> Self {
    Self(.admin(.moveCategory(.valid(id), move)))
  }
  /// `POST /admin/categories/{id}/archive` or `/unarchive`.
  public static func setCategoryArchived(_ id: Category.ID, _ archived: Bool) -> Self {
    Self(.admin(archived ? .archiveCategory(.valid(id)) : .unarchiveCategory(.valid(id))))
  }
}
