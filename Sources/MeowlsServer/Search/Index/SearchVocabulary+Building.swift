extension SearchVocabulary {
  /// No words (the added part of an index built from scratch).
  static let empty = build([], stemmer: WordStemmer()).vocabulary

  /// The vocabulary of `words` (any order, repeats allowed) and, for each given word, its term id.
  static func build(_ words: [String], stemmer: WordStemmer) -> (vocabulary: SearchVocabulary, ids: [String: Int32]) {
    let sorted = Array(Set(words)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let ids = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($0.element, Int32($0.offset)) })

    var stemIDs: [String: Int32] = [:]
    var stemOfTerm = [Int32](repeating: -1, count: sorted.count)
    var phoneticIDs: [String: Int32] = [:]
    var phoneticOfTerm = [Int32](repeating: -1, count: sorted.count)
    var deletions: [HashedID] = []
    for (index, word) in sorted.enumerated() {
      guard word.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { continue }
      if let stem = stemmer.stem(word) {
        stemOfTerm[index] = stemIDs[stem] ?? Int32(stemIDs.count)
        stemIDs[stem] = stemOfTerm[index]
      }
      if let key = PhoneticKey.of(word) {
        phoneticOfTerm[index] = phoneticIDs[key] ?? Int32(phoneticIDs.count)
        phoneticIDs[key] = phoneticOfTerm[index]
      }
      // NB: a query of 4–7 letters forgives 1 edit and reaches words from 3 letters; one of 8 or more forgives 2 and
      // reaches words from 6 letters. Each word is stored with the deletions such queries need.
      let scalars = word.unicodeScalars.map(\.value)
      let depth = scalars.count >= 6 ? 2 : scalars.count >= 3 ? 1 : 0
      guard depth > 0 else { continue }
      for hash in EditDistance.deletionHashes(scalars, deletions: depth) {
        deletions.append(HashedID(hash: hash, id: Int32(index)))
      }
    }
    let (stems, stemRenumbering) = sortedTable(stemIDs)
    let (keys, keyRenumbering) = sortedTable(phoneticIDs)
    var phoneticDeletions: [HashedID] = []
    for index in 0..<keys.count {
      let scalars = keys[index].unicodeScalars.map(\.value)
      guard scalars.count >= 4 else { continue }
      for hash in EditDistance.deletionHashes(scalars, deletions: 1) {
        phoneticDeletions.append(HashedID(hash: hash, id: Int32(index)))
      }
    }
    deletions.sortByHashThenID()
    phoneticDeletions.sortByHashThenID()
    let vocabulary = SearchVocabulary(
      terms: PackedStrings(sorted),
      stemOfTerm: stemOfTerm.map { $0 < 0 ? -1 : stemRenumbering[Int($0)] },
      stems: stems,
      termsOfStem: CompactLists(
        count: stems.count,
        pairs: stemOfTerm.enumerated().compactMap {
          $0.element < 0 ? nil : (stemRenumbering[Int($0.element)], Int32($0.offset))
        }),
      phoneticKeys: keys,
      termsOfPhoneticKey: CompactLists(
        count: keys.count,
        pairs: phoneticOfTerm.enumerated().compactMap {
          $0.element < 0 ? nil : (keyRenumbering[Int($0.element)], Int32($0.offset))
        }),
      deletionHashes: deletions.map(\.hash), deletionTerms: deletions.map(\.id),
      phoneticDeletionHashes: phoneticDeletions.map(\.hash), phoneticDeletionKeys: phoneticDeletions.map(\.id))
    return (vocabulary, ids)
  }

  /// The strings of `ids` in byte order, and for each provisional id its place in that order.
  private static func sortedTable(_ ids: [String: Int32]) -> (PackedStrings, [Int32]) {
    let sorted = ids.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var renumbering = [Int32](repeating: 0, count: ids.count)
    for (place, string) in sorted.enumerated() { renumbering[Int(ids[string]!)] = Int32(place) }
    return (PackedStrings(sorted), renumbering)
  }
}
