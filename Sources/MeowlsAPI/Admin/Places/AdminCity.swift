/// A city as the back office sees it (`GET /admin/cities`):
/// `{hidden, id, location?, name, open_shops, position, region, time_zone}`.
public struct AdminCity: Codable, Hashable, Sendable, Identifiable {
  /// Whether the city is left off `GET /cities` (kept with its shops' and orders' history).
  public var hidden: Bool
  /// The city id (its FIAS GUID).
  public var id: City.ID
  /// The centre, which `GET /cities` sorts by distance from.
  public var location: Location?
  /// The name, e.g. `"Новосибирск"`, unique.
  public var name: String
  /// How many shops and warehouses of the city are open.
  public var openShops: Int
  /// Where it stands in `GET /cities` (smallest first).
  public var position: Int
  /// The region's name, e.g. `"Новосибирская область"`.
  public var region: String
  /// The IANA time zone (`Asia/Novosibirsk`): the clock of its delivery slots, receipts and reports.
  public var timeZone: String

  /// A city.
  public init(
    hidden: Bool = false, id: City.ID, location: Location? = nil, name: String, openShops: Int = 0, position: Int,
    region: String, timeZone: String
  ) {
    self.hidden = hidden
    self.id = id
    self.location = location
    self.name = name
    self.openShops = openShops
    self.position = position
    self.region = region
    self.timeZone = timeZone
  }

  enum CodingKeys: String, CodingKey {
    case hidden
    case id
    case location
    case name
    case openShops = "open_shops"
    case position
    case region
    case timeZone = "time_zone"
  }
}
