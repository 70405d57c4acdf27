/// A search hit (`/search/suggestions`) or popular search (`/search/popular`):
/// `{text, additional_text?, highlighted_texts?, redirect}`.
public struct SearchSuggestion: Codable, Hashable, Sendable {
  /// The category path, `"<grandparent> / <parent>"`; categories only.
  public var additionalText: String?
  /// The matched fragments of `text`; omitted for popular searches.
  public var highlightedTexts: [String]?
  /// A category collection or a product.
  public var redirect: Redirect
  /// The category or product name.
  public var text: String

  /// A suggestion.
  public init(additionalText: String? = nil, highlightedTexts: [String]? = nil, redirect: Redirect, text: String) {
    self.additionalText = additionalText
    self.highlightedTexts = highlightedTexts
    self.redirect = redirect
    self.text = text
  }

  enum CodingKeys: String, CodingKey {
    case additionalText = "additional_text"
    case highlightedTexts = "highlighted_texts"
    case redirect
    case text
  }
}
