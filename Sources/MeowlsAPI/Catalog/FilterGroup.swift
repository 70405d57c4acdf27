/// One group of `/filters`: the sort group first, then one group per property.
///
/// `{name, display_name, type, default_value?, values}`; only the sort group has `default_value`.
public struct FilterGroup: Codable, Hashable, Sendable {
  /// The preselected value (sort group only: `"index"`).
  public var defaultValue: String?
  /// The heading, e.g. `"Сортировка"` or `"Бренд"`.
  public var displayName: String
  /// `"sort"` or the property code used in `filters[<code>]`.
  public var name: String
  /// Single or multiple choice.
  public var type: FilterGroupType
  /// The choices.
  public var values: [FilterValue]

  /// A filter group.
  public init(
    defaultValue: String? = nil, displayName: String, name: String, type: FilterGroupType, values: [FilterValue]
  ) {
    self.defaultValue = defaultValue
    self.displayName = displayName
    self.name = name
    self.type = type
    self.values = values
  }

  enum CodingKeys: String, CodingKey {
    case defaultValue = "default_value"
    case displayName = "display_name"
    case name
    case type
    case values
  }
}
