import Foundation

/// Any JSON value, for reading the contract's examples without a model and comparing JSON texts.
indirect enum JSONValue: Codable, Equatable {
  case array([JSONValue])
  case bool(Bool)
  case null
  case number(Double)
  case object([String: JSONValue])
  case string(String)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
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

  /// This value as compact JSON with sorted keys.
  func canonicalJSON() throws -> String {
    String(decoding: try compactEncoder().encode(self), as: UTF8.self)
  }

  /// Any JSON text re-printed compactly with sorted keys.
  static func canonical(_ data: Data) throws -> String {
    try JSONDecoder().decode(JSONValue.self, from: data).canonicalJSON()
  }
}
