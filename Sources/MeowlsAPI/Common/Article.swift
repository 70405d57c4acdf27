/// A product variant's article (SKU), e.g. `"25178"`: a JSON string, treated as globally unique.
public struct Article: RawRepresentable, Codable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral {
  /// The article text.
  public var rawValue: String

  /// Wraps an article text.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Wraps an article text.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Allows `"25178"` where an article is expected.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// Decodes a JSON string.
  public init(from decoder: any Decoder) throws {
    self.rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes a JSON string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Orders articles by their text.
  public static func < (lhs: Article, rhs: Article) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension Article: CustomStringConvertible {
  /// The article text.
  public var description: String { rawValue }
}
