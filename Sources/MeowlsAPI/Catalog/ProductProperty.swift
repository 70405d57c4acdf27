/// A product property (brand, weight, age …): `{id, name, code, selectable}`.
public struct ProductProperty: Codable, Hashable, Sendable, Identifiable {
  /// A property's id.
  public typealias ID = Identifier<ProductProperty>

  /// The code used as a filter key, e.g. `"brand"`.
  public var code: String
  /// The property id.
  public var id: ID
  /// The display name, e.g. `"Бренд"`.
  public var name: String
  /// Whether the customer picks a variant by this property.
  public var selectable: Bool

  /// A property.
  public init(code: String, id: ID, name: String, selectable: Bool) {
    self.code = code
    self.id = id
    self.name = name
    self.selectable = selectable
  }

  enum CodingKeys: String, CodingKey {
    case code
    case id
    case name
    case selectable
  }
}
