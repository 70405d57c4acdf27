/// Whether a filter group takes one value (`single`, the sort group) or several (`multiple`).
public enum FilterGroupType: String, Codable, CaseIterable, Hashable, Sendable {
  /// `multiple`.
  case multiple
  /// `single`.
  case single
}
