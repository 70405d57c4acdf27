/// A banner inside a top-level banner: `{id, title?, image?, redirect?}` with the full redirect form.
public struct ChildBanner: Codable, Hashable, Sendable, Identifiable {
  /// The banner id.
  public var id: Banner.ID
  /// The banner picture.
  public var image: Image?
  /// Where a tap leads (full form).
  public var redirect: Redirect?
  /// The caption.
  public var title: String?

  /// A child banner.
  public init(id: Banner.ID, image: Image? = nil, redirect: Redirect? = nil, title: String? = nil) {
    self.id = id
    self.image = image
    self.redirect = redirect
    self.title = title
  }

  enum CodingKeys: String, CodingKey {
    case id
    case image
    case redirect
    case title
  }
}
