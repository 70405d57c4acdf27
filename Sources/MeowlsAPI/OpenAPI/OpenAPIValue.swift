/// A JSON value of the OpenAPI document (`OpenAPIDocument`), encoded with sorted keys so the document is stable.
public indirect enum OpenAPIValue: Codable, Hashable, Sendable, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral
{
  /// `[…]`.
  case array([OpenAPIValue])
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// `{…}`.
  case object([String: OpenAPIValue])
  /// A string.
  case string(String)

  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: OpenAPIValue...) { self = .array(elements) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(dictionaryLiteral elements: (String, OpenAPIValue)...) {
    self = .object(Dictionary(elements) { _, last in last })
  }

  /// Decodes any JSON value but `null`, which the document never holds.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([OpenAPIValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: OpenAPIValue].self))
    }
  }

  /// Encodes the value (whole numbers without a fraction).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .array(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .number(let value):
      if let whole = Int(exactly: value) { try container.encode(whole) } else { try container.encode(value) }
    case .object(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    }
  }

  /// The member `key` of an object; nil for anything else.
  public subscript(key: String) -> OpenAPIValue? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// The members of an object (empty for anything else).
  public var members: [String: OpenAPIValue] {
    guard case .object(let members) = self else { return [:] }
    return members
  }

  /// The elements of an array (empty for anything else).
  public var elements: [OpenAPIValue] {
    guard case .array(let elements) = self else { return [] }
    return elements
  }

  /// The text of a string; nil for anything else.
  public var text: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }
}
