/// One of a product's pictures as the back office sees it: `{id, image, kind, width?, height?}`.
public struct AdminPicture: Codable, Hashable, Sendable {
  /// Where the picture came from.
  public enum Kind: String, Codable, CaseIterable, Hashable, Sendable {
    /// Drawn by MEOWLS for the demo shop from the product's facts.
    case drawn
    /// Uploaded by the shop (a JPEG, PNG or WebP).
    case uploaded
  }

  /// The picture's id within the product: `picture-<sha256 of the uploaded bytes>` or the drawn one's key.
  public var id: String
  /// The four wire sizes, as the shop's product JSON carries them.
  public var image: Image
  public var kind: Kind
  /// The uploaded picture's own pixel size (nil for a drawn one).
  public var width: Int?
  public var height: Int?

  public init(id: String, image: Image, kind: Kind, width: Int? = nil, height: Int? = nil) {
    self.id = id
    self.image = image
    self.kind = kind
    self.width = width
    self.height = height
  }
}
