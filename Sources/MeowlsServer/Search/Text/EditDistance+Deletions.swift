/// Deletion neighbourhoods: candidate words for a typo are found by the hashes of the query with letters deleted,
/// without comparing the query with the whole vocabulary.
extension EditDistance {
  /// The hashes of `word` and of every string made by deleting up to `deletions` of its letters (no repeats).
  ///
  /// NB: the strings are hashed where they lie, skipping the deleted places, rather than built and gathered in a set
  /// first: every server builds these for its whole vocabulary at start, and building them was 7% of a debug test
  /// run. Two ways to the same string give the same hash, so the set still holds each string's hash once.
  static func deletionHashes(_ word: [UInt32], deletions: Int) -> Set<UInt64> {
    var hashes: Set<UInt64> = [hash(word)]
    var deleted: [Int] = []
    func deleteMore(from start: Int) {
      // NB: a string of one letter is not shortened to nothing.
      guard deleted.count < deletions, word.count - deleted.count > 1 else { return }
      for place in start..<word.count {
        deleted.append(place)
        hashes.insert(hash(word, without: deleted))
        deleteMore(from: place + 1)
        deleted.removeLast()
      }
    }
    deleteMore(from: 0)
    return hashes
  }

  /// `hash(_:)` of `word` with the letters at `places` (ascending) deleted.
  private static func hash(_ word: [UInt32], without places: [Int]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var next = 0
    for index in 0..<word.count {
      if next < places.count, places[next] == index {
        next += 1
        continue
      }
      hash = (hash ^ UInt64(word[index])) &* 0x100_0000_01b3
    }
    return hash
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
