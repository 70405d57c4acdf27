/// Vertical spacing around a banner block, in points: `{top, bottom}` (sent under the key `spasings`).
public struct Spacings: Codable, Hashable, Sendable {
  /// Space below.
  public var bottom: Int
  /// Space above.
  public var top: Int

  /// Spacings.
  public init(bottom: Int, top: Int) {
    self.bottom = bottom
    self.top = top
  }

  enum CodingKeys: String, CodingKey {
    case bottom
    case top
  }
}
