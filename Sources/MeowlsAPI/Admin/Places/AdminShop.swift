/// A shop or warehouse (a stock location) as the back office sees it (`GET /admin/shops`):
/// `{address, city_id, closed, code, id, kind, location, name, opening_hours, phone?, pickup, position}`.
public struct AdminShop: Codable, Hashable, Sendable, Identifiable {
  /// The street address, without the city.
  public var address: String
  /// The shop's city.
  public var cityID: City.ID
  /// Whether it is closed: off the pick-up points, the POS and the stock lists, with its history kept.
  public var closed: Bool
  /// The short unique code `meowls` commands name it by, e.g. `nsk-lenina`.
  public var code: String
  /// The shop id (the same UUID as its pick-up point and stock location).
  public var id: Shop.ID
  /// A shop (with a counter) or a warehouse.
  public var kind: StockLocationKind
  /// The position on the map.
  public var location: Location
  /// The name, e.g. `"MEOWLS на Ленина"`.
  public var name: String
  /// Opening hours per weekday, Monday first; closed days are absent.
  public var openingHours: [OpeningHours]
  /// The phone number customers call.
  public var phone: String?
  /// Whether an open shop is a pick-up point of its city (`GET /checkout/pickup_points`); false for warehouses.
  public var pickup: Bool
  /// Where it stands among its city's locations (smallest first).
  public var position: Int

  /// A shop.
  public init(
    address: String, cityID: City.ID, closed: Bool = false, code: String, id: Shop.ID, kind: StockLocationKind,
    location: Location, name: String, openingHours: [OpeningHours] = [], phone: String? = nil, pickup: Bool,
    position: Int
  ) {
    self.address = address
    self.cityID = cityID
    self.closed = closed
    self.code = code
    self.id = id
    self.kind = kind
    self.location = location
    self.name = name
    self.openingHours = openingHours
    self.phone = phone
    self.pickup = pickup
    self.position = position
  }

  enum CodingKeys: String, CodingKey {
    case address
    case cityID = "city_id"
    case closed
    case code
    case id
    case kind
    case location
    case name
    case openingHours = "opening_hours"
    case phone
    case pickup
    case position
  }
}
