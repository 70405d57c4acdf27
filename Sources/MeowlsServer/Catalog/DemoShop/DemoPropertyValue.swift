import Foundation

/// One value of a property (`property_values`; unique by property and value).
public struct DemoPropertyValue: Equatable, Sendable {
  public var id: UUID
  public var propertyID: UUID
  public var value: String

  public init(id: UUID, propertyID: UUID, value: String) {
    self.id = id
    self.propertyID = propertyID
    self.value = value
  }
}
