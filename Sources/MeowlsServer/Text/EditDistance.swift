/// Typo tolerance shared by search and suggestions: how many edits a word of a given length forgives, and the
/// bounded optimal-string-alignment distance (insertions, deletions, substitutions and swaps of neighbours each cost
/// one) between what the user typed and a word, or a prefix of it while the user is still typing.
enum EditDistance {
  /// The edits a query word of `length` letters may contain: none below 4 letters, one from 4, two from 8.
  static func allowedEdits(forLength length: Int) -> Int {
    length >= 8 ? 2 : length >= 4 ? 1 : 0
  }

  /// The distance between two words when it is at most `bound`; nil when it is larger.
  static func distance<Unit: Equatable>(_ lhs: [Unit], _ rhs: [Unit], bound: Int) -> Int? {
    toWord(rhs, query: lhs, limit: bound)
  }

  /// The fewest edits that turn `query` into the whole of `word`, or nil when that takes more than `limit`.
  static func toWord<Unit: Equatable>(_ word: [Unit], query: [Unit], limit: Int) -> Int? {
    guard abs(word.count - query.count) <= limit, let row = lastRow(query: query, word: word, limit: limit) else {
      return nil
    }
    return row[word.count] <= limit ? row[word.count] : nil
  }

  /// The fewest edits that turn `query` into some prefix of `word`, or nil when that takes more than `limit`. The
  /// user may still be typing, so the rest of `word` is free: `"ленен"` is one edit from `"ленина"` (`"ленин"`).
  static func toPrefix<Unit: Equatable>(of word: [Unit], query: [Unit], limit: Int) -> Int? {
    guard let row = lastRow(query: query, word: word, limit: limit) else { return nil }
    let best = row.min() ?? query.count
    return best <= limit ? best : nil
  }

  /// The last row of the alignment table between `query` and the first `query.count + limit` units of `word`
  /// (longer prefixes are always too far); nil as soon as a whole row exceeds `limit`.
  private static func lastRow<Unit: Equatable>(query: [Unit], word: [Unit], limit: Int) -> [Int]? {
    let columns = min(word.count, query.count + limit)
    var previous = Array(0...columns)
    guard !query.isEmpty else { return previous }
    var beforePrevious = previous
    var current = previous
    for i in 1...query.count {
      current[0] = i
      var rowMinimum = i
      for j in stride(from: 1, through: columns, by: 1) {
        let cost = query[i - 1] == word[j - 1] ? 0 : 1
        var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, query[i - 1] == word[j - 2], query[i - 2] == word[j - 1] {
          best = min(best, beforePrevious[j - 2] + 1)
        }
        current[j] = best
        rowMinimum = min(rowMinimum, best)
      }
      guard rowMinimum <= limit else { return nil }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous
  }
}
