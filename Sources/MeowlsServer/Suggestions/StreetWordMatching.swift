/// The pure rules for one query word against one word of a street's name.
enum StreetWordMatching {
  /// 0 when `word` starts with `query`; otherwise the typos needed to reach a prefix of `word`, allowed only from 4
  /// letters (one) and 8 letters (two), and only when the first letters agree; nil when it does not match.
  static func prefixCost(_ query: [UInt16], _ word: [UInt16]) -> Int? {
    if word.starts(with: query) { return 0 }
    let limit = EditDistance.allowedEdits(forLength: query.count)
    guard limit > 0, query.first == word.first else { return nil }
    return EditDistance.toPrefix(of: word, query: query, limit: limit)
  }

  /// The typos needed for `query` to be the whole of `word`, within the same bounds; nil when it is not.
  static func wordCost(_ query: [UInt16], _ word: [UInt16]) -> Int? {
    if query == word { return 0 }
    let limit = EditDistance.allowedEdits(forLength: query.count)
    guard limit > 0, query.first == word.first else { return nil }
    return EditDistance.toWord(word, query: query, limit: limit)
  }

  /// The fewest edits that pair every query word with a different word of the name as a whole word (greedily, best
  /// first), or nil when a word finds no partner. Words of the name left over may only be initials or «им» (two
  /// letters at most), so «пр-кт Ленина» names «пр-кт им. В.И. Ленина» but «Маркса» does not name «Карла Маркса».
  static func wholeNameCost(_ query: [[UInt16]], _ name: [[UInt16]]) -> Int? {
    guard !query.isEmpty, query.count <= name.count else { return nil }
    var unused = name
    var total = 0
    for word in query {
      let costs = unused.enumerated().compactMap { index, candidate in
        wordCost(word, candidate).map { (index: index, cost: $0) }
      }
      guard let best = costs.min(by: { $0.cost < $1.cost }) else { return nil }
      unused.remove(at: best.index)
      total += best.cost
    }
    return unused.allSatisfy { $0.count <= 2 } ? total : nil
  }
}
