/// A city (`GET /cities`, addresses): `{id, name, location?}`; ids are FIAS GUIDs.
public struct City: Codable, Hashable, Sendable, Identifiable {
  /// A city's id (its FIAS GUID).
  public typealias ID = Identifier<City>

  /// The city id.
  public var id: ID
  /// The centre (or, in an address, the address point).
  public var location: Location?
  /// The name, e.g. `"Новосибирск"`.
  public var name: String

  /// A city.
  public init(id: ID, location: Location? = nil, name: String) {
    self.id = id
    self.location = location
    self.name = name
  }

  enum CodingKeys: String, CodingKey {
    case id
    case location
    case name
  }
}

/// A city's id.
public typealias CityID = City.ID
