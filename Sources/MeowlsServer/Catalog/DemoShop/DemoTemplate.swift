/// Fills `{name}` placeholders; an unknown placeholder is an error, so typos in the data are caught.
enum DemoTemplate {
  struct UnknownPlaceholder: Error {
    var name: String
  }

  static func render(_ template: String, _ values: [String: String]) throws(UnknownPlaceholder) -> String {
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
      let name = String(rest[afterOpen..<close])
      guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_") }) else {
        result += "{"
        rest = rest[afterOpen...]
        continue
      }
      guard let value = values[name] else { throw UnknownPlaceholder(name: name) }
      result += value
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// The text with its first letter lower-cased ("Курица" → "курица", "Sterilised 37" stays).
  static func lowerFirst(_ text: String) -> String {
    guard let first = text.first, !first.isASCII else { return text }
    return first.lowercased() + text.dropFirst()
  }
}
