/// A label on a variant: `{title, text?, background_color, tint_color}` (colours as `#RRGGBB`).
public struct Badge: Codable, Hashable, Sendable {
  /// The chip colour, `#RRGGBB`.
  public var backgroundColor: String
  /// A longer explanation.
  public var text: String?
  /// The text colour, `#RRGGBB`.
  public var tintColor: String
  /// The short chip text, e.g. `"%"` or `"Новинка"`.
  public var title: String

  /// A badge.
  public init(backgroundColor: String, text: String? = nil, tintColor: String, title: String) {
    self.backgroundColor = backgroundColor
    self.text = text
    self.tintColor = tintColor
    self.title = title
  }

  enum CodingKeys: String, CodingKey {
    case backgroundColor = "background_color"
    case text
    case tintColor = "tint_color"
    case title
  }
}
