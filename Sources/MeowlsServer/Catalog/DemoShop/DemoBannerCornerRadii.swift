/// Corner radii of a banner, in points (wire key `corner_radiuses`).
public struct DemoBannerCornerRadii: Decodable, Equatable, Sendable {
  public var bottomLeft: Int
  public var bottomRight: Int
  public var topLeft: Int
  public var topRight: Int

  public init(bottomLeft: Int, bottomRight: Int, topLeft: Int, topRight: Int) {
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
    self.topLeft = topLeft
    self.topRight = topRight
  }
}
