import Foundation

/// A city; its id is the city's FIAS GUID.
public struct DemoCity: Equatable, Sendable {
  /// The FIAS GUID (`city_fias_id`).
  public var id: UUID
  public var latitude: Double
  public var longitude: Double
  public var name: String
  public var regionID: UUID
  /// IANA identifier, e.g. `Asia/Novosibirsk`.
  public var timeZone: String

  public init(id: UUID, latitude: Double, longitude: Double, name: String, regionID: UUID, timeZone: String) {
    self.id = id
    self.latitude = latitude
    self.longitude = longitude
    self.name = name
    self.regionID = regionID
    self.timeZone = timeZone
  }
}
