/// How a query unit matched a word, best first (the ranking's first criterion): the exact word, a word it starts
/// (the word being typed), a word of the same stem, then the fuzzy rules (typo, wrong layout, transliteration).
enum MatchKind: UInt8, Comparable {
  case exact = 0
  case prefix = 1
  case stem = 2
  case fuzzy = 3

  static func < (lhs: MatchKind, rhs: MatchKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
