/// The query of `GET /categories`: `category_id`.
public struct CategoriesQuery: Hashable, Sendable {
  /// The category whose children to list; nil lists the root categories (`decisions.md`).
  ///
  /// A `category_id` that is not a UUID counts as absent.
  public var parentID: Category.ID?

  /// A categories query.
  public init(parentID: Category.ID? = nil) {
    self.parentID = parentID
  }
}
