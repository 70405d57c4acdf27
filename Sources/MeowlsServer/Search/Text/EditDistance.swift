/// Typo tolerance: how many edits a word of a given length forgives, the bounded distance between two words, and the
/// deletion neighbourhoods that find candidate words without comparing the query with the whole vocabulary.
enum EditDistance {
  /// Edits forgiven for a word of `length` letters: none below 4, one from 4, two from 8.
  static func allowedEdits(forLength length: Int) -> Int {
    length >= 8 ? 2 : length >= 4 ? 1 : 0
  }

  /// The optimal-string-alignment distance (insertions, deletions, substitutions and swaps of neighbours each cost
  /// one) when it is at most `bound`; nil when it is larger.
  static func distance(_ lhs: [UInt32], _ rhs: [UInt32], bound: Int) -> Int? {
    if abs(lhs.count - rhs.count) > bound { return nil }
    if lhs.isEmpty || rhs.isEmpty { return max(lhs.count, rhs.count) <= bound ? max(lhs.count, rhs.count) : nil }
    let width = rhs.count + 1
    var previous2 = [Int](repeating: 0, count: width)
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: width)
    for i in 1...lhs.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...rhs.count {
        let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > bound { return nil }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[rhs.count] <= bound ? previous[rhs.count] : nil
  }

  /// The hashes of `word` and of every string made by deleting up to `deletions` of its letters (no repeats).
  static func deletionHashes(_ word: [UInt32], deletions: Int) -> Set<UInt64> {
    var hashes: Set<UInt64> = [hash(word)]
    var level: Set<[UInt32]> = [word]
    for _ in 0..<deletions {
      var next: Set<[UInt32]> = []
      for variant in level where variant.count > 1 {
        for index in variant.indices {
          var shorter = variant
          shorter.remove(at: index)
          next.insert(shorter)
        }
      }
      for variant in next { hashes.insert(hash(variant)) }
      level = next
    }
    return hashes
  }

  /// FNV-1a over the scalar values; a collision only costs one extra distance check.
  static func hash(_ word: [UInt32]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for value in word {
      hash = (hash ^ UInt64(value)) &* 0x100_0000_01b3
    }
    return hash
  }
}
