/// The body of `POST /admin/cities` and `POST /admin/cities/{id}`:
/// `{id?, latitude?, longitude?, name, position?, region, time_zone}`, the whole city again on an edit.
public struct CityDraft: Codable, Hashable, Sendable {
  /// The FIAS GUID of a new city (a new random id when absent; ignored on an edit).
  public var id: City.ID?
  /// The centre's latitude, −90…90 (with `longitude`, or neither).
  public var latitude: Double?
  /// The centre's longitude, −180…180.
  public var longitude: Double?
  /// The name, 1–100 characters, unique.
  public var name: String
  /// Where it stands in `GET /cities` (smallest first); a new city goes last and an edit keeps its place when absent.
  public var position: Int?
  /// The region's name; a region of a new name is created.
  public var region: String
  /// An IANA time zone identifier, e.g. `Asia/Novosibirsk`.
  public var timeZone: String

  /// A city draft.
  public init(
    id: City.ID? = nil, latitude: Double? = nil, longitude: Double? = nil, name: String, position: Int? = nil,
    region: String, timeZone: String
  ) {
    self.id = id
    self.latitude = latitude
    self.longitude = longitude
    self.name = name
    self.position = position
    self.region = region
    self.timeZone = timeZone
  }

  enum CodingKeys: String, CodingKey {
    case id
    case latitude
    case longitude
    case name
    case position
    case region
    case timeZone = "time_zone"
  }
}
