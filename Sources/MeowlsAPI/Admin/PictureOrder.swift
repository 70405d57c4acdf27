/// `{picture_ids}`: every picture of a product, each once, in the order the shop shows them (the first is the one
/// lists show).
public struct PictureOrder: Codable, Hashable, Sendable {
  public var pictureIDs: [String]

  public init(pictureIDs: [String]) {
    self.pictureIDs = pictureIDs
  }

  enum CodingKeys: String, CodingKey {
    case pictureIDs = "picture_ids"
  }
}
