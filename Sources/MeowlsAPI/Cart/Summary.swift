/// A total line of a cart or order: `{name, value, type}`.
public struct Summary: Codable, Hashable, Sendable {
  /// The label, e.g. `"Итого:"`.
  public var name: String
  /// What this line sums.
  public var type: SummaryType
  /// The amount.
  public var value: Money

  /// A summary line.
  public init(name: String, type: SummaryType, value: Money) {
    self.name = name
    self.type = type
    self.value = value
  }

  enum CodingKeys: String, CodingKey {
    case name
    case type
    case value
  }
}
