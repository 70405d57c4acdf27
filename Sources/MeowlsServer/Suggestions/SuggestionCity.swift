import Foundation

/// A city's streets with an index of every word of their names.
struct SuggestionCity: Sendable {
  /// A street that matched one query word: the fewest edits, and whether it was the name's first word.
  typealias WordHit = (edits: Int, first: Bool)

  /// The city's FIAS id, as in the demo shop's `cities.json`.
  let id: UUID
  /// The city's name, e.g. `"Новосибирск"`.
  let name: String
  /// The streets, best-known first.
  let streets: [Street]
  private let cityWords: Set<[UInt16]>
  /// Every word of every street name; the value is `street * 16 + position in the name`.
  private let words: SortedKeyIndex

  init(id: UUID, name: String, streets: [Street]) {
    self.id = id
    self.name = name
    self.streets = streets
    cityWords = Set(SuggestionText.words(name).flatMap(StreetQuery.nameWords(ofToken:)))
    words = SortedKeyIndex(
      streets.enumerated().flatMap { street, value in
        value.nameWords.prefix(16).enumerated().map { (key: $0.element, value: street * 16 + $0.offset) }
      })
  }

  /// Every street that matches `query`, unordered: each name word of the query matches the start of a word of the
  /// street's name (with typos from 4 letters), and type words count as misses when they fit neither the street's
  /// type nor its name. A query of type words only lists the streets of those types and the names they start.
  func matches(_ query: StreetQuery) -> [StreetMatch] {
    let required = withoutCityWords(query.nameWords)
    guard let first = required.first else { return typeOnlyMatches(query.typeWords) }
    var combined = wordHits(first)
    for word in required.dropFirst() where !combined.isEmpty {
      let next = wordHits(word)
      var both: [Int: WordHit] = [:]
      for (street, hit) in combined {
        guard let other = next[street] else { continue }
        both[street] = (hit.edits + other.edits, hit.first || other.first)
      }
      combined = both
    }
    return combined.map { street, hit in
      StreetMatch(
        edits: hit.edits, startsWithFirstWord: hit.first, street: street,
        typeMisses: typeMisses(query.typeWords, streets[street]))
    }
  }

  /// The street a full address names (`POST /suggestions/addresses`): every word of the street's name, as whole words
  /// (typos allowed as in suggestions); a type word is either part of the name or the type, and a type that differs
  /// counts against the street. Nil when no street of the city fits.
  func resolve(_ query: StreetQuery) -> Street? {
    let nameWords = withoutCityWords(query.nameWords)
    guard query.typeWords.count <= 3 else { return nil }
    var best: (misses: Int, edits: Int, street: Int)?
    for (index, street) in streets.enumerated() {
      // NB: each subset of the type words is tried as part of the name: «ул Набережная» is a street named Набережная.
      for kept in 0..<(1 << query.typeWords.count) {
        var words = nameWords
        var misses = 0
        for (bit, typeWord) in query.typeWords.enumerated() {
          if kept & (1 << bit) != 0 {
            words.append(typeWord.word)
          } else if typeWord.type != street.type {
            misses += 1
          }
        }
        guard let edits = StreetWordMatching.wholeNameCost(words, street.nameWords) else { continue }
        let candidate = (misses: misses, edits: edits, street: index)
        if best.map({ candidate < $0 }) ?? true { best = candidate }
      }
    }
    return best.map { streets[$0.street] }
  }

  /// The streets with a word that `word` matches: the prefix range of the index, or, when typos are allowed, every
  /// word that shares the first letter.
  private func wordHits(_ word: [UInt16]) -> [Int: WordHit] {
    let allowsTypos = EditDistance.allowedEdits(forLength: word.count) > 0
    let range = words.range(prefix: allowsTypos ? Array(word.prefix(1)) : word)
    var hits: [Int: WordHit] = [:]
    for position in range {
      guard let edits = StreetWordMatching.prefixCost(word, words.keys[position]) else { continue }
      let street = words.values[position] / 16
      let first = words.values[position] % 16 == 0
      if let known = hits[street], (known.edits, known.first ? 0 : 1) <= (edits, first ? 0 : 1) { continue }
      hits[street] = (edits, first)
    }
    return hits
  }

  /// Type words that fit neither the street's type nor the start of a word of its name.
  private func typeMisses(_ typeWords: [StreetQuery.TypeWord], _ street: Street) -> Int {
    typeWords.filter { typeWord in
      typeWord.type != street.type
        && !street.nameWords.contains { StreetWordMatching.prefixCost(typeWord.word, $0) != nil }
    }.count
  }

  /// A query of type words only: each must be the street's type or start a word of its name.
  private func typeOnlyMatches(_ typeWords: [StreetQuery.TypeWord]) -> [StreetMatch] {
    guard !typeWords.isEmpty else { return [] }
    return streets.enumerated().compactMap { index, street in
      var edits = 0
      var first = false
      for typeWord in typeWords where typeWord.type != street.type {
        let costs = street.nameWords.enumerated().compactMap { position, word in
          StreetWordMatching.prefixCost(typeWord.word, word).map { (edits: $0, first: position == 0) }
        }
        guard let best = costs.min(by: { ($0.edits, $0.first ? 0 : 1) < ($1.edits, $1.first ? 0 : 1) }) else {
          return nil
        }
        edits += best.edits
        first = first || best.first
      }
      return StreetMatch(edits: edits, startsWithFirstWord: first, street: index, typeMisses: 0)
    }
  }

  /// The query's words without the city's own name («Новосибирск, Ленина» → «ленина»), unless nothing else is left.
  private func withoutCityWords(_ words: [[UInt16]]) -> [[UInt16]] {
    let rest = words.filter { !cityWords.contains($0) }
    return rest.isEmpty ? words : rest
  }
}
