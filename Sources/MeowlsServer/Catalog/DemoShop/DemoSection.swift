/// A product detail section (description, composition, feeding guide, …) with HTML text.
public struct DemoSection: Equatable, Sendable {
  public var link: String?
  /// HTML.
  public var text: String
  public var title: String
  public var type: DemoSectionType

  public init(link: String?, text: String, title: String, type: DemoSectionType) {
    self.link = link
    self.text = text
    self.title = title
    self.type = type
  }
}
