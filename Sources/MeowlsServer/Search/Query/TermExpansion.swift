/// The vocabulary words a query unit matches, each with its best `MatchKind`.
struct TermExpansion: Equatable {
  /// Sorted by term id.
  var terms: [(term: Int32, kind: MatchKind)]

  static func == (lhs: TermExpansion, rhs: TermExpansion) -> Bool {
    lhs.terms.map(\.term) == rhs.terms.map(\.term) && lhs.terms.map(\.kind) == rhs.terms.map(\.kind)
  }

  var isEmpty: Bool { terms.isEmpty }

  /// All the rules of `MatchKind` applied to `unit` over the vocabulary.
  init(_ unit: SearchQuery.Unit, vocabulary: SearchVocabulary, stemmer: WordStemmer) {
    self.init(unit, lexicon: SearchLexicon(base: vocabulary, added: .empty, dead: []), stemmer: stemmer)
  }

  /// All the rules of `MatchKind` applied to `unit` over both parts of `lexicon`, live words only.
  init(_ unit: SearchQuery.Unit, lexicon: SearchLexicon, stemmer: WordStemmer) {
    var best: [Int32: MatchKind] = [:]
    let layers = lexicon.layers
    func add(_ term: Int32, _ kind: MatchKind) {
      guard lexicon.isLive(term) else { return }
      if let current = best[term], current <= kind { return }
      best[term] = kind
    }
    func addStem(_ stem: String, _ kind: MatchKind) {
      for (vocabulary, offset) in layers {
        for term in vocabulary.terms(withStem: stem) { add(term + offset, kind) }
      }
    }
    func addStrict(_ text: String, prefix: Bool, kind: (MatchKind) -> MatchKind) {
      for (vocabulary, offset) in layers {
        if let term = vocabulary.term(text) { add(term + offset, kind(.exact)) }
        if prefix {
          for term in vocabulary.terms(withPrefix: text) { add(Int32(term) + offset, kind(.prefix)) }
        }
      }
      if let stem = stemmer.stem(text) {
        addStem(stem, kind(.stem))
        for synonym in Self.synonyms[stem] ?? [] { addStem(synonym, .fuzzy) }
      }
    }
    addStrict(unit.text, prefix: unit.isLast) { $0 }
    for russian in BilingualDictionary.russian(for: unit.text) {
      guard let stem = stemmer.stem(russian) else { continue }
      addStem(stem, .fuzzy)
    }
    let isWord = unit.text.unicodeScalars.contains { $0.properties.isAlphabetic }
    if isWord {
      // NB: a typo match brings the word's other forms along ("шампнь" → «шампунь», «шампуни»).
      for (vocabulary, offset) in layers {
        for term in vocabulary.typoNeighbours(of: unit.text) where lexicon.isLive(term + offset) {
          add(term + offset, .fuzzy)
          let stem = vocabulary.stemOfTerm[Int(term)]
          if stem >= 0 { addStem(vocabulary.stems[Int(stem)], .fuzzy) }
        }
      }
      func addPhonetic(_ text: String) {
        guard let key = PhoneticKey.of(text), key.unicodeScalars.count >= 2 else { return }
        let prefix = unit.isLast && key.unicodeScalars.count >= 3
        for (vocabulary, offset) in layers {
          for term in vocabulary.terms(withPhoneticKey: key, prefix: prefix, typos: true) { add(term + offset, .fuzzy) }
        }
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
