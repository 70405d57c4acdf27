/// Spacing above and below a banner, in points (wire key `spasings`).
public struct DemoBannerSpacings: Decodable, Equatable, Sendable {
  public var bottom: Int
  public var top: Int

  public init(bottom: Int, top: Int) {
    self.bottom = bottom
    self.top = top
  }
}
