/// Deletion neighbourhoods: candidate words for a typo are found by the hashes of the query with letters deleted,
/// without comparing the query with the whole vocabulary.
extension EditDistance {
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
