/// Corner radii of a banner block, in points: `{top_left, top_right, bottom_left, bottom_right}`.
public struct CornerRadiuses: Codable, Hashable, Sendable {
  /// Bottom-left radius.
  public var bottomLeft: Int
  /// Bottom-right radius.
  public var bottomRight: Int
  /// Top-left radius.
  public var topLeft: Int
  /// Top-right radius.
  public var topRight: Int

  /// Corner radii.
  public init(bottomLeft: Int, bottomRight: Int, topLeft: Int, topRight: Int) {
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
    self.topLeft = topLeft
    self.topRight = topRight
  }

  enum CodingKeys: String, CodingKey {
    case bottomLeft = "bottom_left"
    case bottomRight = "bottom_right"
    case topLeft = "top_left"
    case topRight = "top_right"
  }
}
