/// A MEOWLS shop where an order can be picked up (`GET /checkout/pickup_points`, new in MEOWLS):
/// `{id, city_id, name, address, location, opening_hours, phone?, holds_whole_cart?}`.
public struct PickupPoint: Codable, Hashable, Sendable, Identifiable {
  /// A pick-up point's (shop's) id.
  public typealias ID = Identifier<PickupPoint>

  /// The address as one line, e.g. `"г Новосибирск, ул Ленина, д 1"`.
  public var address: String
  /// The shop's city.
  public var cityID: City.ID
  /// Whether the shop holds every line of the caller's cart in the wanted count (`/checkout/pickup_points` only;
  /// omitted inside an order).
  public var holdsWholeCart: Bool?
  /// The shop id.
  public var id: ID
  /// The shop's position on the map.
  public var location: Location
  /// The shop name, e.g. `"MEOWLS на Ленина"`.
  public var name: String
  /// Opening hours per weekday; closed days are absent.
  public var openingHours: [OpeningHours]
  /// The shop's phone number.
  public var phone: String?

  /// A pick-up point.
  public init(
    address: String, cityID: City.ID, holdsWholeCart: Bool? = nil, id: ID, location: Location, name: String,
    openingHours: [OpeningHours], phone: String? = nil
  ) {
    self.address = address
    self.cityID = cityID
    self.holdsWholeCart = holdsWholeCart
    self.id = id
    self.location = location
    self.name = name
    self.openingHours = openingHours
    self.phone = phone
  }

  enum CodingKeys: String, CodingKey {
    case address
    case cityID = "city_id"
    case holdsWholeCart = "holds_whole_cart"
    case id
    case location
    case name
    case openingHours = "opening_hours"
    case phone
  }
}

/// A pick-up point's id.
public typealias PickupPointID = PickupPoint.ID
