/// Typo tolerance: how far what the user typed may be from a word and still match it.
enum EditDistance {
  /// The edits a query word of `length` letters may contain: none below 4 letters, one from 4, two from 8.
  static func allowedEdits(forLength length: Int) -> Int {
    switch length {
    case ..<4: 0
    case ..<8: 1
    default: 2
    }
  }

  /// The fewest edits (insertion, deletion, substitution, swap of neighbours) that turn `query` into some prefix of
  /// `word`, or nil when that takes more than `limit`. The user may still be typing, so the rest of `word` is free:
  /// `"ленен"` is one edit from `"ленина"` (its prefix `"ленин"`).
  static func toPrefix(of word: [UInt16], query: [UInt16], limit: Int) -> Int? {
    guard let row = lastRow(query: query, word: word, limit: limit) else { return nil }
    let best = row.min() ?? query.count
    return best <= limit ? best : nil
  }

  /// The fewest edits that turn `query` into the whole of `word`, or nil when that takes more than `limit`.
  static func toWord(_ word: [UInt16], query: [UInt16], limit: Int) -> Int? {
    guard abs(word.count - query.count) <= limit, let row = lastRow(query: query, word: word, limit: limit) else {
      return nil
    }
    return row[word.count] <= limit ? row[word.count] : nil
  }

  /// The last row of the optimal-string-alignment table between `query` and the first `query.count + limit` units of
  /// `word` (longer prefixes are always too far); nil as soon as a whole row exceeds `limit`.
  private static func lastRow(query: [UInt16], word: [UInt16], limit: Int) -> [Int]? {
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
