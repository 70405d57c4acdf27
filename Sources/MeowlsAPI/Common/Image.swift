/// An image in up to four sizes, absolute URLs: `{small?, medium?, large?, original?}`.
public struct Image: Codable, Hashable, Sendable {
  /// About 700×700 px.
  public var large: String?
  /// About 480×480 px.
  public var medium: String?
  /// The uploaded file.
  public var original: String?
  /// About 192×200 px.
  public var small: String?

  /// An image; sizes that do not exist stay nil and are omitted on the wire.
  public init(large: String? = nil, medium: String? = nil, original: String? = nil, small: String? = nil) {
    self.large = large
    self.medium = medium
    self.original = original
    self.small = small
  }

  enum CodingKeys: String, CodingKey {
    case large
    case medium
    case original
    case small
  }
}
