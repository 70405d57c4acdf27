import Foundation

/// Describes a wire model as a JSON Schema by decoding it from a decoder that makes up every value it is asked for.
///
/// NB: the model's own `init(from:)` drives the walk, so the schema is the one its decoder reads: a property read
/// with `decodeIfPresent` is optional, one read with `decode` required, an array's element type is the one decoded.
/// A struct becomes a named component (`#/components/schemas/Name`), which also ends a recursion (a `Category`'s
/// `parent`). Types whose decoders check their text (ids, dates) describe themselves (`WireSchemaDescribed`).
final class SchemaWalker {
  /// The named schemas met so far, by component name.
  private(set) var components: [String: OpenAPIValue] = [:]
  /// The components being walked, whose references end a recursion.
  private var walking: Set<String> = []
  /// The made-up value of each component walked, so a model met again is not walked again.
  private var madeUp: [String: Any] = [:]

  /// The schema of `type`: a reference for a struct, the schema itself otherwise.
  func schema<T: Decodable>(for type: T.Type) throws -> OpenAPIValue {
    let node = SchemaNode()
    _ = try value(of: type, into: node)
    return node.schema
  }

  /// A value of `type` made up by the walk (empty strings, zeros, first cases, no optionals).
  static func example<T: Decodable>(_ type: T.Type = T.self) throws -> T {
    try SchemaWalker().value(of: type, into: SchemaNode())
  }

  /// Walks `type` into `node` and returns the made-up value.
  func value<T: Decodable>(of type: T.Type, into node: SchemaNode) throws -> T {
    if let (schema, value) = Self.leaf(type) {
      node.kind = .fixed(schema)
      return value
    }
    if let array = T.self as? any SchemaArray.Type {
      let items = SchemaNode()
      node.kind = .array(items)
      return try cast(try array.walkElements(self, into: items))
    }
    if let dictionary = T.self as? any SchemaDictionary.Type {
      let values = SchemaNode()
      node.kind = .dictionary(values)
      return try cast(try dictionary.walkValues(self, into: values))
    }
    let name = Self.componentName(of: type)
    if components[name] != nil, let value = madeUp[name] as? T {
      node.kind = .fixed(["$ref": .string("#/components/schemas/\(name)")])
      return value
    }
    guard !walking.contains(name) else { throw WalkError.recursion(name) }
    walking.insert(name)
    defer { walking.remove(name) }
    let own = SchemaNode()
    let value: T
    do {
      value = try T(from: WalkingDecoder(walker: self, node: own, codingPath: []))
    } catch let error as WalkError {
      throw error
    } catch {
      throw WalkError.undecodable(name, String(describing: error))
    }
    if own.isObject {
      components[name] = own.schema
      madeUp[name] = value
      node.kind = .fixed(["$ref": .string("#/components/schemas/\(name)")])
    } else {
      node.kind = own.kind
    }
    return value
  }

  /// Walks `type` only for its schema, into `node`; a type already being walked is a reference.
  func describe<T: Decodable>(_ type: T.Type, into node: SchemaNode) throws {
    let name = Self.componentName(of: type)
    if walking.contains(name) || components[name] != nil, Self.leaf(type) == nil,
      !(T.self is any SchemaDictionary.Type), !(T.self is any SchemaArray.Type)
    {
      node.kind = .fixed(["$ref": .string("#/components/schemas/\(name)")])
      return
    }
    _ = try value(of: type, into: node)
  }

  /// The component name of a type: its Swift name without the module, in the characters OpenAPI allows.
  static func componentName<T>(of type: T.Type) -> String {
    let full = String(reflecting: type).replacingOccurrences(of: "MeowlsAPI.", with: "")
      .replacingOccurrences(of: "Swift.", with: "")
    let mapped = full.unicodeScalars.map { scalar -> Character in
      CharacterSet.alphanumerics.contains(scalar) || scalar == "." ? Character(scalar) : "_"
    }
    return String(mapped).trimmingCharacters(in: CharacterSet(charactersIn: "_"))
  }

  /// The schema and a value of a type that is a JSON primitive, an enumeration or describes itself.
  private static func leaf<T>(_ type: T.Type) -> (OpenAPIValue, T)? {
    func pair(_ schema: OpenAPIValue, _ value: Any) -> (OpenAPIValue, T)? {
      (value as? T).map { (schema, $0) }
    }
    switch type {
    case is String.Type: return pair(["type": "string"], "")
    case is Bool.Type: return pair(["type": "boolean"], false)
    case is Int.Type: return pair(["type": "integer"], 0)
    case is Int64.Type: return pair(["type": "integer"], Int64(0))
    case is Int32.Type: return pair(["type": "integer", "format": "int32"], Int32(0))
    case is UInt.Type: return pair(["type": "integer", "minimum": 0], UInt(0))
    case is Double.Type: return pair(["type": "number"], 0.0)
    case is Float.Type: return pair(["type": "number"], Float(0))
    case is Decimal.Type: return pair(["type": "number"], Decimal(0))
    case is UUID.Type: return pair(["type": "string", "format": "uuid"], UUID(uuid: UUID.zero))
    case is Date.Type: return pair(["type": "string", "format": "date-time"], Date(timeIntervalSince1970: 0))
    case is Data.Type: return pair(["type": "string", "contentEncoding": "base64"], Data())
    default: break
    }
    if let described = type as? any WireSchemaDescribed.Type, let example = described.wireSchemaExample {
      return pair(described.wireSchema, example)
    }
    if let enumeration = type as? any (CaseIterable & RawRepresentable).Type {
      return pair(enumSchema(enumeration), firstCase(enumeration) as Any)
    }
    return nil
  }

  private static func enumSchema<E: CaseIterable & RawRepresentable>(_ type: E.Type) -> OpenAPIValue {
    let values = type.allCases.map(\.rawValue)
    if let strings = values as? [String] {
      return ["type": "string", "enum": .array(strings.map(OpenAPIValue.string))]
    }
    if let numbers = values as? [Int] {
      return ["type": "integer", "enum": .array(numbers.map { .number(Double($0)) })]
    }
    return [:]
  }

  private static func firstCase<E: CaseIterable>(_ type: E.Type) -> E? { type.allCases.first }

  private func cast<T>(_ value: Any) throws -> T {
    guard let typed = value as? T else { throw WalkError.unexpectedType(String(describing: T.self)) }
    return typed
  }

  /// Why a walk stopped.
  enum WalkError: Error {
    /// A type that holds itself in a property that is not optional.
    case recursion(String)
    /// A made-up value of the wrong type (a walker defect).
    case unexpectedType(String)
    /// A type whose decoder refused the made-up values: it needs to describe itself (`WireSchemaDescribed`).
    case undecodable(String, String)
  }
}

extension UUID {
  /// The nil UUID.
  static let zero: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
}

/// An array whose elements the walker describes (`items`); made up empty, so an element may hold its own type.
protocol SchemaArray {
  static func walkElements(_ walker: SchemaWalker, into node: SchemaNode) throws -> Any
}

extension Array: SchemaArray where Element: Decodable {
  static func walkElements(_ walker: SchemaWalker, into node: SchemaNode) throws -> Any {
    try walker.describe(Element.self, into: node)
    return [Element]()
  }
}

extension Set: SchemaArray where Element: Decodable {
  static func walkElements(_ walker: SchemaWalker, into node: SchemaNode) throws -> Any {
    try walker.describe(Element.self, into: node)
    return Set<Element>()
  }
}

/// A dictionary whose values the walker describes (`additionalProperties`).
protocol SchemaDictionary {
  static func walkValues(_ walker: SchemaWalker, into node: SchemaNode) throws -> Any
}

extension Dictionary: SchemaDictionary where Key == String, Value: Decodable {
  static func walkValues(_ walker: SchemaWalker, into node: SchemaNode) throws -> Any {
    try walker.describe(Value.self, into: node)
    return [String: Value]()
  }
}

/// A wire type whose decoder checks its text (an id, a date), so a made-up value would not decode: it states its
/// schema and a valid value itself. `OpenAPIDocumentTests` checks each schema against the type's encoded values.
protocol WireSchemaDescribed {
  /// The JSON Schema of the type's wire form.
  static var wireSchema: OpenAPIValue { get }
  /// A valid value.
  static var wireSchemaExample: Self? { get }
}
