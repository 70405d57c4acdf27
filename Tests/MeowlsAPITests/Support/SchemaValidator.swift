import Foundation

@testable import MeowlsAPI

/// Checks a JSON value against a schema of the OpenAPI document: the subset `OpenAPIDocument` writes (`type`,
/// `properties`, `required`, `items`, `additionalProperties`, `enum`, `pattern`, `format: uuid`, `allOf`, `$ref`).
struct SchemaValidator {
  /// The document's `components.schemas`.
  let components: [String: OpenAPIValue]

  /// Every way `value` breaks `schema`, each with the JSON path where it does; empty when it conforms.
  func problems(_ value: JSONValue, _ schema: OpenAPIValue, at path: String = "$") -> [String] {
    if let reference = schema["$ref"]?.text {
      let name = String(reference.dropFirst("#/components/schemas/".count))
      guard let target = components[name] else { return ["\(path): unknown \(reference)"] }
      return problems(value, target, at: path)
    }
    var found = schema["allOf"]?.elements.flatMap { problems(value, $0, at: path) } ?? []
    if let allowed = schema["enum"]?.elements, !allowed.contains(where: { Self.equal($0, value) }) {
      found.append("\(path): \(value) is not one of \(allowed.compactMap(\.text))")
    }
    if let type = schema["type"]?.text, !Self.has(value, type: type) {
      return found + ["\(path): \(value) is not of type \(type)"]
    }
    switch value {
    case .string(let text):
      if let pattern = schema["pattern"]?.text, text.range(of: pattern, options: .regularExpression) == nil {
        found.append("\(path): '\(text)' does not match \(pattern)")
      }
      if schema["format"]?.text == "uuid", UUID(uuidString: text) == nil { found.append("\(path): '\(text)' no UUID") }
    case .array(let elements):
      if let items = schema["items"] {
        for (index, element) in elements.enumerated() { found += problems(element, items, at: "\(path)[\(index)]") }
      }
    case .object(let members):
      for name in schema["required"]?.elements.compactMap(\.text) ?? [] where members[name] == nil {
        found.append("\(path): '\(name)' is required")
      }
      let properties = schema["properties"]?.members ?? [:]
      for (name, member) in members {
        if let property = properties[name] {
          found += problems(member, property, at: "\(path).\(name)")
        } else if let additional = schema["additionalProperties"] {
          found += problems(member, additional, at: "\(path).\(name)")
        }
      }
    case .bool, .null, .number: break
    }
    return found
  }

  private static func has(_ value: JSONValue, type: String) -> Bool {
    switch (type, value) {
    case ("string", .string), ("boolean", .bool), ("array", .array), ("object", .object), ("number", .number),
      ("null", .null):
      true
    case ("integer", .number(let number)): number.rounded() == number
    default: false
    }
  }

  private static func equal(_ schemaValue: OpenAPIValue, _ value: JSONValue) -> Bool {
    switch (schemaValue, value) {
    case (.string(let a), .string(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    default: false
    }
  }
}
