import Testing

/// One query of the relevance set and what a shopper expects at the top of its suggestions. Suggestion texts are
/// product names, and category names with their path in parentheses: "Felix (Кошки / Корма влажные)".
struct SearchRelevanceCase: Sendable, CustomTestStringConvertible {
  enum Expectation: Sendable {
    /// The first suggestion.
    case first(String)
    /// The first product suggestion (categories skipped).
    case firstProduct(String)
    /// Each of the first `count` suggestions contains one of the fragments (case-insensitive).
    case top(Int, containing: [String])
    /// All these among the suggestions.
    case includes([String])
    /// Nothing found.
    case nothing
  }

  let query: String
  /// What the query exercises: plural, case, typo, layout, translit, brand, mixed, zero, …
  let kind: String
  let expectations: [Expectation]

  init(_ query: String, _ kind: String, _ expectations: Expectation...) {
    self.query = query
    self.kind = kind
    self.expectations = expectations
  }

  var testDescription: String { "\(kind): \(query)" }

  /// The failures of `texts` against the expectations (empty when all hold).
  func failures(_ texts: [String], products: [String]) -> [String] {
    expectations.compactMap { expectation in
      switch expectation {
      case .first(let text):
        return texts.first == text ? nil : "first is \(texts.first ?? "nothing"), expected \(text)"
      case .firstProduct(let text):
        return products.first == text ? nil : "first product is \(products.first ?? "nothing"), expected \(text)"
      case .top(let count, let fragments):
        guard texts.count >= count else { return "only \(texts.count) suggestions, expected \(count) or more" }
        let wrong = texts.prefix(count).filter { text in
          !fragments.contains { text.lowercased().contains($0.lowercased()) }
        }
        return wrong.isEmpty ? nil : "top \(count) has \(wrong), expected each to contain one of \(fragments)"
      case .includes(let wanted):
        let missing = wanted.filter { !texts.contains($0) }
        return missing.isEmpty ? nil : "\(missing) missing from \(texts)"
      case .nothing:
        return texts.isEmpty ? nil : "expected nothing, got \(texts.prefix(3))"
      }
    }
  }
}
