/// A street, house or flat suggestion: `{id?, text, highlighted_text}`.
public struct AddressSuggestion: Codable, Hashable, Sendable {
  /// The user's query, echoed.
  public var highlightedText: String
  /// The street's FIAS id (street suggestions only; pass it as `street_id`).
  public var id: String?
  /// The suggested address line.
  public var text: String

  /// An address suggestion.
  public init(highlightedText: String, id: String? = nil, text: String) {
    self.highlightedText = highlightedText
    self.id = id
    self.text = text
  }

  enum CodingKeys: String, CodingKey {
    case highlightedText = "highlighted_text"
    case id
    case text
  }
}
