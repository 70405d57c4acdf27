/// A variant's value of a filter property: `{code, value}` (`brand` → `Acana`), what `/filters` counts.
public struct AdminPropertyValue: Codable, Hashable, Sendable {
  /// The property's code (`brand`, `age`); the property must exist.
  public var code: String
  /// The value's text; a new text becomes a new value of the property.
  public var value: String

  /// A property value.
  public init(code: String, value: String) {
    self.code = code
    self.value = value
  }

  enum CodingKeys: String, CodingKey {
    case code
    case value
  }
}
