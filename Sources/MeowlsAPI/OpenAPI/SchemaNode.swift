/// The schema of one value, filled in while `SchemaWalker` decodes it (`SchemaWalker.swift`).
final class SchemaNode {
  /// What the walk has learnt of the value.
  enum Kind {
    /// Nothing yet: any JSON value.
    case unknown
    /// A schema known in full (a primitive, an enumeration, a reference).
    case fixed(OpenAPIValue)
    /// A keyed container: its properties and which of them are always present.
    case object(properties: [String: SchemaNode], optional: Set<String>)
    /// An unkeyed container of one kind of element.
    case array(SchemaNode)
    /// A dictionary with string keys.
    case dictionary(SchemaNode)
  }

  var kind = Kind.unknown

  /// The child node of property `key`, made on first use.
  func property(_ key: String) -> SchemaNode {
    guard case .object(var properties, let optional) = kind else {
      let child = SchemaNode()
      kind = .object(properties: [key: child], optional: [])
      return child
    }
    if let child = properties[key] { return child }
    let child = SchemaNode()
    properties[key] = child
    kind = .object(properties: properties, optional: optional)
    return child
  }

  /// Records that property `key` may be absent (decoded with `decodeIfPresent`).
  func markOptional(_ key: String) {
    _ = property(key)
    guard case .object(let properties, var optional) = kind else { return }
    optional.insert(key)
    kind = .object(properties: properties, optional: optional)
  }

  /// Makes the node an object, if nothing else was learnt of it yet.
  func becomeObject() {
    if case .unknown = kind { kind = .object(properties: [:], optional: []) }
  }

  /// Whether the node is a keyed container (a named component of the document).
  var isObject: Bool {
    if case .object = kind { return true }
    return false
  }

  /// The JSON Schema of the value.
  var schema: OpenAPIValue {
    switch kind {
    case .unknown: return [:]
    case .fixed(let schema): return schema
    case .array(let items): return ["type": "array", "items": items.schema]
    case .dictionary(let values): return ["type": "object", "additionalProperties": values.schema]
    case .object(let properties, let optional):
      var schema: [String: OpenAPIValue] = [
        "type": "object", "properties": .object(properties.mapValues(\.schema)),
      ]
      let required = properties.keys.filter { !optional.contains($0) }.sorted()
      if !required.isEmpty { schema["required"] = .array(required.map(OpenAPIValue.string)) }
      return .object(schema)
    }
  }
}
