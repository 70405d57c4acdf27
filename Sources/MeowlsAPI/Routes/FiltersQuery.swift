/// The query of `GET /filters`: `category_id` and the current `filters[...]` (`sort` is accepted and ignored).
public struct FiltersQuery: Hashable, Sendable {
  /// The category; nil (absent or not a UUID) answers 400 `categoryIDRequired`.
  public var categoryID: Category.ID?
  /// The current selection.
  public var filters: FilterSelection

  /// A filters query.
  public init(categoryID: Category.ID?, filters: FilterSelection = [:]) {
    self.categoryID = categoryID
    self.filters = filters
  }
}
