import Foundation

/// A product property used by filters (`product_properties`), e.g. `brand` «Бренд».
public struct DemoProperty: Equatable, Sendable {
  public var code: String
  public var id: UUID
  public var name: String
  public var selectable: Bool

  public init(code: String, id: UUID, name: String, selectable: Bool) {
    self.code = code
    self.id = id
    self.name = name
    self.selectable = selectable
  }
}
