import Foundation

/// A place that holds stock: the online warehouse or a shop (also a pick-up point).
public struct DemoLocation: Equatable, Sendable {
  /// Street and house, e.g. "Красный проспект, 101".
  public var address: String
  public var cityID: UUID
  public var code: String
  public var id: UUID
  public var kind: DemoLocationKind
  public var latitude: Double
  public var longitude: Double
  public var name: String
  /// One entry per weekday, Monday first.
  public var openingHours: [DemoOpeningHours]
  public var phone: String

  public init(
    address: String, cityID: UUID, code: String, id: UUID, kind: DemoLocationKind, latitude: Double,
    longitude: Double, name: String, openingHours: [DemoOpeningHours], phone: String
  ) {
    self.address = address
    self.cityID = cityID
    self.code = code
    self.id = id
    self.kind = kind
    self.latitude = latitude
    self.longitude = longitude
    self.name = name
    self.openingHours = openingHours
    self.phone = phone
  }
}
