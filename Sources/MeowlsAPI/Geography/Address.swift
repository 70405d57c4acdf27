/// A postal address: `{city, street, house, flat?, entrance?, floor?, formatted?, location?}`.
///
/// Responses always carry `formatted`; requests (checkout, address normalisation) may omit it.
public struct Address: Codable, Hashable, Sendable {
  /// The city.
  public var city: City
  /// The entrance (`"п 1"` after normalisation).
  public var entrance: String?
  /// The flat.
  public var flat: String?
  /// The floor (NB: normalisation answers `"эт эт 1"`, sic).
  public var floor: String?
  /// The whole address as one line.
  public var formatted: String?
  /// The house number.
  public var house: String
  /// The address point.
  public var location: Location?
  /// The street.
  public var street: String

  /// An address.
  public init(
    city: City, entrance: String? = nil, flat: String? = nil, floor: String? = nil, formatted: String? = nil,
    house: String, location: Location? = nil, street: String
  ) {
    self.city = city
    self.entrance = entrance
    self.flat = flat
    self.floor = floor
    self.formatted = formatted
    self.house = house
    self.location = location
    self.street = street
  }

  enum CodingKeys: String, CodingKey {
    case city
    case entrance
    case flat
    case floor
    case formatted
    case house
    case location
    case street
  }
}
