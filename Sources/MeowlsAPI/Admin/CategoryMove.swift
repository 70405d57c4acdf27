/// The body of `POST /admin/categories/{id}/move`: `{parent_id?, position?}`. The category goes under `parent_id`
/// (nil: a root) at `position` among its new siblings (0 first; omitted or past the end: last). Moving within the
/// same parent reorders.
public struct CategoryMove: Codable, Hashable, Sendable {
  /// The new parent; nil for a root.
  public var parentID: Category.ID?
  /// The place among the new siblings, from 0.
  public var position: Int?

  /// A move.
  public init(parentID: Category.ID? = nil, position: Int? = nil) {
    self.parentID = parentID
    self.position = position
  }

  enum CodingKeys: String, CodingKey {
    case parentID = "parent_id"
    case position
  }
}
