import Foundation

/// The `filters[<code>]=<value>` query parameters: values per property code, codes in order of first appearance.
///
/// A code may have no values (`filters[brand]=`); the server still counts it as a key.
public struct FilterSelection: Hashable, Sendable, ExpressibleByDictionaryLiteral {
  /// The property codes, in order of first appearance.
  public private(set) var codes: [String]
  /// The values per code, in order.
  public private(set) var valuesByCode: [String: [String]]

  /// No filters.
  public init() {
    self.codes = []
    self.valuesByCode = [:]
  }

  /// Filters from a literal, in literal order: `["brand": ["Grandorf", "Мираторг"]]`.
  public init(dictionaryLiteral elements: (String, [String])...) {
    self.init()
    for (code, values) in elements {
      append(values, for: code)
    }
  }

  /// Whether no `filters[...]` key was sent.
  public var isEmpty: Bool { codes.isEmpty }

  /// The values of a code (empty when absent).
  public subscript(code: String) -> [String] {
    valuesByCode[code] ?? []
  }

  /// Adds values to a code, registering the code if new.
  public mutating func append(_ values: [String], for code: String) {
    if valuesByCode[code] == nil {
      codes.append(code)
    }
    valuesByCode[code, default: []].append(contentsOf: values)
  }

  /// The property code of a query key `filters[<code>]`, or nil for other keys.
  static func code(inQueryName name: String) -> String? {
    guard name.hasPrefix("filters["), name.hasSuffix("]"), name.count > "filters[]".count else { return nil }
    return String(name.dropFirst("filters[".count).dropLast())
  }

  /// Adds one query value: it is percent-decoded a second time (`api.md` §5.6); a value that fails that decoding
  /// is kept as sent (no product has it, so it matches nothing), and an empty value only registers the code.
  ///
  /// NB: a value that failed was dropped, leaving its code with no values, a selection no query can express: its
  /// client form (`filters[code]=`) is ignored by the server, so the same route listed everything instead of nothing
  /// (found by `FuzzRoutes`).
  mutating func append(queryValue: String, for code: String) {
    guard !queryValue.isEmpty else {
      append([], for: code)
      return
    }
    // NB: values without `%` decode to themselves; skipping Foundation's decoding for them keeps filtering cheap.
    let decoded = queryValue.utf8.contains(0x25) ? queryValue.removingPercentEncoding : queryValue
    append([decoded ?? queryValue], for: code)
  }

  /// The query items for this selection; `%` is escaped so the server's second decoding restores each value.
  var queryItems: [QueryItem] {
    codes.flatMap { code -> [QueryItem] in
      let name = "filters[\(code)]"
      let values = self[code]
      guard !values.isEmpty else { return [QueryItem(name: name, value: "")] }
      return values.map { QueryItem(name: name, value: $0.replacingOccurrences(of: "%", with: "%25")) }
    }
  }
}
