/// Every distinct word of the catalogue, sorted by bytes (term id = place in that order), with what the fuzzy rules
/// need precomputed: each word's stem, its phonetic key (`PhoneticKey`), and the deletion neighbourhoods of words and
/// keys (`EditDistance`), so a query never scans the vocabulary.
struct SearchVocabulary: Sendable {
  let terms: PackedStrings
  /// Term → stem id, or −1 (numbers are not stemmed).
  let stemOfTerm: [Int32]
  let stems: PackedStrings
  let termsOfStem: CompactLists
  let phoneticKeys: PackedStrings
  let termsOfPhoneticKey: CompactLists
  /// Sorted hashes of the words and their deletion variants, and the term each belongs to.
  let deletionHashes: [UInt64]
  let deletionTerms: [Int32]
  /// The same for phonetic keys (one deletion), pointing to phonetic key ids.
  let phoneticDeletionHashes: [UInt64]
  let phoneticDeletionKeys: [Int32]

  var count: Int { terms.count }

  /// The id of a normalised word.
  func term(_ word: String) -> Int32? {
    terms.find(Array(word.utf8)).map(Int32.init)
  }

  /// The ids of the words starting with `prefix` (the word itself included).
  func terms(withPrefix prefix: String) -> Range<Int> {
    terms.range(prefix: Array(prefix.utf8))
  }

  /// The words whose stem is `stem`.
  func terms(withStem stem: String) -> ArraySlice<Int32> {
    guard let id = stems.find(Array(stem.utf8)) else { return [] }
    return termsOfStem[Int32(id)]
  }

  /// The words within the typo bound of `word` (`EditDistance.allowedEdits`), the word itself left out.
  func typoNeighbours(of word: String) -> [Int32] {
    let scalars = word.unicodeScalars.map(\.value)
    let bound = EditDistance.allowedEdits(forLength: scalars.count)
    guard bound > 0, word.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return [] }
    var found: Set<Int32> = []
    for hash in EditDistance.deletionHashes(scalars, deletions: bound) {
      for term in Self.matches(of: hash, in: deletionHashes, values: deletionTerms) where !found.contains(term) {
        let candidate = terms[Int(term)].unicodeScalars.map(\.value)
        if let distance = EditDistance.distance(scalars, candidate, bound: bound), distance > 0 { found.insert(term) }
      }
    }
    return found.sorted()
  }

  /// The words whose phonetic key is `key`, or (when `prefix`) starts with it, or (when `typos` and the key has 5
  /// letters or more) is one edit away.
  func terms(withPhoneticKey key: String, prefix: Bool, typos: Bool) -> [Int32] {
    var keys: Set<Int32> = []
    if prefix {
      for id in phoneticKeys.range(prefix: Array(key.utf8)) { keys.insert(Int32(id)) }
    } else if let id = phoneticKeys.find(Array(key.utf8)) {
      keys.insert(Int32(id))
    }
    let scalars = key.unicodeScalars.map(\.value)
    if typos, scalars.count >= 5 {
      for hash in EditDistance.deletionHashes(scalars, deletions: 1) {
        for id in Self.matches(of: hash, in: phoneticDeletionHashes, values: phoneticDeletionKeys)
        where !keys.contains(id) {
          let candidate = phoneticKeys[Int(id)].unicodeScalars.map(\.value)
          if EditDistance.distance(scalars, candidate, bound: 1) != nil { keys.insert(id) }
        }
      }
    }
    return keys.flatMap { termsOfPhoneticKey[$0] }
  }

  /// The values stored under `hash` in a sorted hash array.
  private static func matches(of hash: UInt64, in hashes: [UInt64], values: [Int32]) -> ArraySlice<Int32> {
    var low = 0
    var high = hashes.count
    while low < high {
      let middle = (low + high) / 2
      if hashes[middle] < hash { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < hashes.count, hashes[end] == hash { end += 1 }
    return values[low..<end]
  }

  var memoryBytes: Int {
    terms.memoryBytes + stemOfTerm.capacity * 4 + stems.memoryBytes + termsOfStem.memoryBytes
      + phoneticKeys.memoryBytes + termsOfPhoneticKey.memoryBytes + deletionHashes.capacity * 8
      + deletionTerms.capacity * 4 + phoneticDeletionHashes.capacity * 8 + phoneticDeletionKeys.capacity * 4
  }
}

extension CompactLists {
  var memoryBytes: Int { offsets.capacity * 4 + items.capacity * 4 }
}
