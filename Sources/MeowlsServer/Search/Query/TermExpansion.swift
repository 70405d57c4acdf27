/// The vocabulary words a query unit matches, each with its best `MatchKind`.
struct TermExpansion: Equatable {
  /// Sorted by term id.
  var terms: [(term: Int32, kind: MatchKind)]

  static func == (lhs: TermExpansion, rhs: TermExpansion) -> Bool {
    lhs.terms.map(\.term) == rhs.terms.map(\.term) && lhs.terms.map(\.kind) == rhs.terms.map(\.kind)
  }

  var isEmpty: Bool { terms.isEmpty }

  /// All the rules of `MatchKind` applied to `unit` over `vocabulary`.
  init(_ unit: SearchQuery.Unit, vocabulary: SearchVocabulary, stemmer: WordStemmer) {
    var best: [Int32: MatchKind] = [:]
    func add(_ term: Int32, _ kind: MatchKind) {
      if let current = best[term], current <= kind { return }
      best[term] = kind
    }
    func addStrict(_ text: String, prefix: Bool, kind: (MatchKind) -> MatchKind) {
      if let term = vocabulary.term(text) { add(term, kind(.exact)) }
      if prefix {
        for term in vocabulary.terms(withPrefix: text) { add(Int32(term), kind(.prefix)) }
      }
      if let stem = stemmer.stem(text) {
        for term in vocabulary.terms(withStem: stem) { add(term, kind(.stem)) }
        for synonym in Self.synonyms[stem] ?? [] {
          for term in vocabulary.terms(withStem: synonym) { add(term, .fuzzy) }
        }
      }
    }
    addStrict(unit.text, prefix: unit.isLast) { $0 }
    for russian in BilingualDictionary.russian(for: unit.text) {
      guard let stem = stemmer.stem(russian) else { continue }
      for term in vocabulary.terms(withStem: stem) { add(term, .fuzzy) }
    }
    let isWord = unit.text.unicodeScalars.contains { $0.properties.isAlphabetic }
    if isWord {
      // NB: a typo match brings the word's other forms along ("шампнь" → «шампунь», «шампуни»).
      for term in vocabulary.typoNeighbours(of: unit.text) {
        add(term, .fuzzy)
        let stem = vocabulary.stemOfTerm[Int(term)]
        if stem >= 0 {
          for sibling in vocabulary.termsOfStem[stem] { add(sibling, .fuzzy) }
        }
      }
      func addPhonetic(_ text: String) {
        guard let key = PhoneticKey.of(text), key.unicodeScalars.count >= 2 else { return }
        let prefix = unit.isLast && key.unicodeScalars.count >= 3
        for term in vocabulary.terms(withPhoneticKey: key, prefix: prefix, typos: true) { add(term, .fuzzy) }
      }
      addPhonetic(unit.text)
      if let layout = unit.otherLayout, layout.unicodeScalars.count >= 2 {
        addStrict(layout, prefix: unit.isLast) { _ in .fuzzy }
        addPhonetic(layout)
      }
    }
    terms = best.map { ($0.key, $0.value) }.sorted { $0.term < $1.term }
  }

  /// Query-side synonyms between stems, matched in the fuzzy tier: a tom-cat is a cat to a shopper («кот» finds
  /// «для кошек», after «Кот Баюн»).
  static let synonyms: [String: [String]] = [
    "кот": ["кошк"], "кошк": ["кот"], "кошач": ["кошк"], "пес": ["собак"], "собак": ["пес"], "собач": ["собак"],
  ]
}
