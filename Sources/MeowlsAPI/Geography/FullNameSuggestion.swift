/// A surname, name or patronymic suggestion: `{text, gender, highlighted_text}`.
public struct FullNameSuggestion: Codable, Hashable, Sendable {
  /// The gender the name suggests.
  public var gender: Gender
  /// The user's query, echoed.
  public var highlightedText: String
  /// The suggested name.
  public var text: String

  /// A name suggestion.
  public init(gender: Gender, highlightedText: String, text: String) {
    self.gender = gender
    self.highlightedText = highlightedText
    self.text = text
  }

  enum CodingKeys: String, CodingKey {
    case gender
    case highlightedText = "highlighted_text"
    case text
  }
}
