/// The body of `POST /admin/shops` and `POST /admin/shops/{id}`: `{address, city_id, code, kind?, latitude,
/// longitude, name, opening_hours, phone?, pickup?, position?}`, the whole shop again on an edit.
public struct ShopDraft: Codable, Hashable, Sendable {
  /// The street address without the city, 1–200 characters.
  public var address: String
  /// The shop's city.
  public var cityID: City.ID
  /// A unique code of 1–40 lowercase Latin letters, digits, `_` and `-`.
  public var code: String
  /// A shop (the default) or a warehouse; an edit cannot change it.
  public var kind: StockLocationKind?
  /// The latitude on the map, −90…90.
  public var latitude: Double
  /// The longitude on the map, −180…180.
  public var longitude: Double
  /// The name, 1–100 characters.
  public var name: String
  /// Opening hours, at most one row per weekday; closed days are absent.
  public var openingHours: [OpeningHoursDraft]
  /// The phone number customers call.
  public var phone: String?
  /// Whether a shop is a pick-up point (default true); a warehouse never is.
  public var pickup: Bool?
  /// Where it stands among its city's locations; a new shop goes last and an edit keeps its place when absent.
  public var position: Int?

  /// A shop draft.
  public init(
    address: String, cityID: City.ID, code: String, kind: StockLocationKind? = nil, latitude: Double,
    longitude: Double, name: String, openingHours: [OpeningHoursDraft] = [], phone: String? = nil,
    pickup: Bool? = nil, position: Int? = nil
  ) {
    self.address = address
    self.cityID = cityID
    self.code = code
    self.kind = kind
    self.latitude = latitude
    self.longitude = longitude
    self.name = name
    self.openingHours = openingHours
    self.phone = phone
    self.pickup = pickup
    self.position = position
  }

  enum CodingKeys: String, CodingKey {
    case address
    case cityID = "city_id"
    case code
    case kind
    case latitude
    case longitude
    case name
    case openingHours = "opening_hours"
    case phone
    case pickup
    case position
  }
}
