/// A point on Earth: `{latitude, longitude}` in degrees.
public struct Location: Codable, Hashable, Sendable {
  /// Degrees north.
  public var latitude: Double
  /// Degrees east.
  public var longitude: Double

  /// A point.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  enum CodingKeys: String, CodingKey {
    case latitude
    case longitude
  }
}
