/// One choice of a filter group: `{value, display_name, count?}` (sort values have no count).
public struct FilterValue: Codable, Hashable, Sendable {
  /// The number of matching products.
  public var count: Int?
  /// The label.
  public var displayName: String
  /// The value to send in `filters[<code>]` or `sort`.
  public var value: String

  /// A filter value.
  public init(count: Int? = nil, displayName: String, value: String) {
    self.count = count
    self.displayName = displayName
    self.value = value
  }

  enum CodingKeys: String, CodingKey {
    case count
    case displayName = "display_name"
    case value
  }
}
