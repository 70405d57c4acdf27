/// A variant's value of a property: `{id, property_id, value}`.
public struct PropertyValue: Codable, Hashable, Sendable, Identifiable {
  /// A property value's id.
  public typealias ID = Identifier<PropertyValue>

  /// The value id.
  public var id: ID
  /// The property this value belongs to.
  public var propertyID: ProductProperty.ID
  /// The text, e.g. `"400 г"`.
  public var value: String

  /// A property value.
  public init(id: ID, propertyID: ProductProperty.ID, value: String) {
    self.id = id
    self.propertyID = propertyID
    self.value = value
  }

  enum CodingKeys: String, CodingKey {
    case id
    case propertyID = "property_id"
    case value
  }
}
