/// A JSON value as an audit row keeps it: what a changed thing looked like before or after, whatever its type.
public indirect enum AuditJSON: Codable, Hashable, Sendable {
  /// An array.
  case array([AuditJSON])
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
  /// A number.
  case number(Double)
  /// An object; keys are written sorted.
  case object([String: AuditJSON])
  /// A string.
  case string(String)

  /// Decodes any JSON value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([AuditJSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: AuditJSON].self))
    }
  }

  /// Encodes the value as it was decoded.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .array(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .null: try container.encodeNil()
    case .number(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    }
  }
}
