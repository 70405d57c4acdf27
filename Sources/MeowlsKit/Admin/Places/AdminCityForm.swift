import Foundation
import MeowlsAPI

/// A city's form as typed (`POST /admin/cities`, the whole city again on an edit): the fields found wrong before
/// sending, and which field an API refusal belongs to.
public struct AdminCityForm: Equatable, Sendable {
  /// A field of the form, to put a message under.
  public enum Field: String, CaseIterable, Hashable, Sendable {
    case latitude
    case longitude
    case name
    case position
    case region
    case timeZone
  }

  public var latitude: String
  public var longitude: String
  public var name: String
  /// Empty: a new city goes last, an edit keeps its place.
  public var position: String
  public var region: String
  public var timeZone: String

  public init(
    latitude: String = "", longitude: String = "", name: String = "", position: String = "", region: String = "",
    timeZone: String = ""
  ) {
    self.latitude = latitude
    self.longitude = longitude
    self.name = name
    self.position = position
    self.region = region
    self.timeZone = timeZone
  }

  /// The form of a stored city.
  public init(city: AdminCity) {
    self.init(
      latitude: city.location.map { AdminShopForm.number($0.latitude) } ?? "",
      longitude: city.location.map { AdminShopForm.number($0.longitude) } ?? "", name: city.name,
      position: String(city.position), region: city.region, timeZone: city.timeZone)
  }

  /// The fields typed wrong (empty: it can be sent); the zone, the ranges and "both or neither" are the API's.
  public var problems: Set<Field> {
    var problems: Set<Field> = []
    if name.trimmingCharacters(in: .whitespaces).isEmpty { problems.insert(.name) }
    if region.trimmingCharacters(in: .whitespaces).isEmpty { problems.insert(.region) }
    if timeZone.trimmingCharacters(in: .whitespaces).isEmpty { problems.insert(.timeZone) }
    if !latitude.isEmpty, AdminShopForm.parse(latitude) == nil { problems.insert(.latitude) }
    if !longitude.isEmpty, AdminShopForm.parse(longitude) == nil { problems.insert(.longitude) }
    if !position.isEmpty, Int(position.trimmingCharacters(in: .whitespaces)) == nil { problems.insert(.position) }
    return problems
  }

  /// The draft sent, or nil while a field is typed wrong.
  public var draft: CityDraft? {
    guard problems.isEmpty else { return nil }
    return CityDraft(
      latitude: AdminShopForm.parse(latitude), longitude: AdminShopForm.parse(longitude),
      name: name.trimmingCharacters(in: .whitespaces), position: Int(position.trimmingCharacters(in: .whitespaces)),
      region: region.trimmingCharacters(in: .whitespaces), timeZone: timeZone.trimmingCharacters(in: .whitespaces))
  }

  /// The field an API refusal names, or nil for one shown above the fields.
  public static func field(of error: APIError) -> Field? {
    switch AdminPlacesRefusal.field(of: error) {
    case "latitude": .latitude
    case "longitude": .longitude
    case "name": .name
    case "position": .position
    case "region": .region
    case "time_zone": .timeZone
    default: nil
    }
  }
}
