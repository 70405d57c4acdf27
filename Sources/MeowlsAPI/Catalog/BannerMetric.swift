/// One card width of a banner block: `{width}`, relative (1 = full width).
public struct BannerMetric: Codable, Hashable, Sendable {
  /// The relative width.
  public var width: Double

  /// A card width.
  public init(width: Double) {
    self.width = width
  }

  enum CodingKeys: String, CodingKey {
    case width
  }
}
