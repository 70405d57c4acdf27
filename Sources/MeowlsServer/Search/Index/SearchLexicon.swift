/// The words a query is matched against: the vocabulary the index was built with and the words changes added since
/// (a second, small vocabulary whose term ids follow the first's), without the words no product or category has
/// any longer. An index built from scratch has no added or dead words; one changed since answers as that one would,
/// since every rule of `TermExpansion` is a rule between words, asked of both parts and filtered by liveness.
struct SearchLexicon {
  let base: SearchVocabulary
  let added: SearchVocabulary
  /// Terms (of either part) without postings.
  let dead: Set<Int32>

  /// Each part with the offset of its term ids.
  var layers: [(vocabulary: SearchVocabulary, offset: Int32)] {
    let first: (vocabulary: SearchVocabulary, offset: Int32) = (base, 0)
    return added.count == 0 ? [first] : [first, (added, Int32(base.count))]
  }

  /// The id of a normalised word, dead ones too (the highlighter only asks about words of current names).
  func term(_ word: String) -> Int32? {
    if let term = base.term(word) { return term }
    return added.term(word).map { $0 + Int32(base.count) }
  }

  func isLive(_ term: Int32) -> Bool { dead.isEmpty || !dead.contains(term) }
}
