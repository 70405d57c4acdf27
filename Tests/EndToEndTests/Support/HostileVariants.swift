import Foundation
import MeowlsAPI

/// The hostile variants of one request: every number it carries (JSON body, query, path) at 0, -1, Int64.max,
/// Int64.min, 1e308 and 1.5; every date at year 0 and 9999; every text at 100 KB.
enum HostileVariants {
  /// A JSON value a variant puts in place of another.
  enum Value {
    case integer(Int64)
    case real(Double)
    case text(String)

    var json: Any {
      switch self {
      case .integer(let value): NSNumber(value: value)
      case .real(let value): NSNumber(value: value)
      case .text(let value): value
      }
    }

    var query: String {
      switch self {
      case .integer(let value): String(value)
      case .real(let value): value == 1.5 ? "1.5" : value == 8e16 ? "80000000000000000" : "1e308"
      case .text(let value): value
      }
    }
  }

  /// The issue's six, and 8e16: in range for money (8e18 kopecks), but two of them overflow a sum.
  static let numbers: [Value] = [
    .integer(0), .integer(-1), .integer(.max), .integer(.min), .real(1e308), .real(1.5), .real(8e16),
  ]
  static let hugeText = Value.text(String(repeating: "Ж", count: 50_000))

  /// The values a text is replaced with: year 0 and 9999 where it is a date, and always 100 KB.
  static func texts(replacing text: String) -> [Value] {
    if text.range(of: #"^\d{4}-\d{2}-\d{2}T"#, options: .regularExpression) != nil {
      return [.text("0000-01-01T00:00:00Z"), .text("9999-12-31T23:59:59Z"), hugeText]
    }
    if text.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil {
      return [.text("0000-01-01"), .text("9999-12-31"), hugeText]
    }
    if text.range(of: #"^\d{2}\.\d{2}\.\d{4}$"#, options: .regularExpression) != nil {
      return [.text("01.01.0000"), .text("31.12.9999"), hugeText]
    }
    if Int64(text) != nil { return numbers + [hugeText] }
    return [hugeText]
  }

  /// Every variant of `request`, each with a label naming what it changed.
  static func of(_ request: RouteRequest) -> [(label: String, request: RouteRequest)] {
    var variants: [(String, RouteRequest)] = []
    let segments = request.path.split(separator: "/").map(String.init)
    for (index, segment) in segments.enumerated() where index > 1 && !segment.allSatisfy({ $0.isLetter || $0 == "_" }) {
      for value in texts(replacing: segment) {
        var changed = request
        var path = segments
        path[index] = value.query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? value.query
        changed.path = "/" + path.joined(separator: "/")
        variants.append(("path[\(index)]=\(value.query.prefix(24))", changed))
      }
    }
    for (index, item) in request.query.enumerated() {
      for value in texts(replacing: item.value) {
        var changed = request
        changed.query[index].value = value.query
        variants.append(("query \(item.name)=\(value.query.prefix(24))", changed))
      }
    }
    if let body = request.body, let json = try? JSONSerialization.jsonObject(with: body) {
      for (path, value) in leaves(of: json, at: []) {
        for replacement in replacements(for: value) {
          var changed = request
          let replaced = replacing(json, at: path, with: replacement.json)
          changed.body = try? JSONSerialization.data(withJSONObject: replaced, options: [.sortedKeys])
          variants.append(("body \(path.joined(separator: "."))=\(replacement.query.prefix(24))", changed))
        }
      }
    }
    return variants
  }

  private static func replacements(for value: Any) -> [Value] {
    if let text = value as? String { return texts(replacing: text) }
    // NB: JSONSerialization reads `true` as an NSNumber too; only its type name tells a boolean apart.
    if value is NSNumber, !"\(type(of: value))".contains("Boolean") { return numbers }
    return []
  }

  /// Every leaf (a string or number) of a JSON value, with its path of keys and indices.
  private static func leaves(of json: Any, at path: [String]) -> [([String], Any)] {
    if let object = json as? [String: Any] {
      return object.keys.sorted().flatMap { leaves(of: object[$0] as Any, at: path + [$0]) }
    }
    if let array = json as? [Any] {
      return array.indices.flatMap { leaves(of: array[$0], at: path + [String($0)]) }
    }
    return [(path, json)]
  }

  private static func replacing(_ json: Any, at path: [String], with value: Any) -> Any {
    guard let key = path.first else { return value }
    let rest = Array(path.dropFirst())
    if var object = json as? [String: Any] {
      object[key] = replacing(object[key] as Any, at: rest, with: value)
      return object
    }
    if var array = json as? [Any], let index = Int(key), array.indices.contains(index) {
      array[index] = replacing(array[index], at: rest, with: value)
      return array
    }
    return json
  }
}
