/// A description block of a product: `{title, type, text, link?}`.
public struct ProductSection: Codable, Hashable, Sendable {
  /// A related web page.
  public var link: String?
  /// The content as HTML.
  public var text: String
  /// The heading, e.g. `"Состав"`.
  public var title: String
  /// How the app shows it.
  public var type: SectionType

  /// A section.
  public init(link: String? = nil, text: String, title: String, type: SectionType) {
    self.link = link
    self.text = text
    self.title = title
    self.type = type
  }

  enum CodingKeys: String, CodingKey {
    case link
    case text
    case title
    case type
  }
}
