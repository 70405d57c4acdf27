import MeowlsAPI

/// One name of the dictionary with its gender, as suggested.
struct NameEntry: Equatable, Sendable {
  /// The gender the suggestion carries (rules first, then the dictionary).
  var gender: Gender
  /// The normalised text that queries match.
  var key: [UInt16]
  /// Popularity: 0 is the most common; equal ranks sort alphabetically.
  var rank: Int
  /// The name as written, e.g. `"Королёва"`.
  var text: String

  /// The suggestion order: the more popular first, then alphabetically.
  static func precedes(_ left: NameEntry, _ right: NameEntry) -> Bool {
    if left.rank != right.rank { return left.rank < right.rank }
    if left.key != right.key { return left.key.lexicographicallyPrecedes(right.key) }
    return left.text < right.text
  }

  /// The key of a name or a query: normalised, with `-` as a space, so `"Римский-Корсаков"` meets `"римский корсаков"`.
  static func key(_ text: String) -> [UInt16] {
    SuggestionText.key(text).map { $0 == 0x2D ? 0x20 : $0 }
  }
}
