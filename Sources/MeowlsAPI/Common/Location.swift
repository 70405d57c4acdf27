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

  /// Decodes a point; a latitude outside -90...90 or a longitude outside -180...180 is `DecodingError.dataCorrupted`,
  /// so an impossible coordinate never reaches storage or distance arithmetic.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    latitude = try container.decode(Double.self, forKey: .latitude)
    longitude = try container.decode(Double.self, forKey: .longitude)
    guard (-90...90).contains(latitude) else {
      throw DecodingError.dataCorruptedError(
        forKey: .latitude, in: container, debugDescription: "Latitude must be within -90...90.")
    }
    guard (-180...180).contains(longitude) else {
      throw DecodingError.dataCorruptedError(
        forKey: .longitude, in: container, debugDescription: "Longitude must be within -180...180.")
    }
  }

  enum CodingKeys: String, CodingKey {
    case latitude
    case longitude
  }
}
