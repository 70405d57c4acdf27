/// A query as the matcher reads it: alternatives (`&` splits them, api.md §8.2), each a list of units that a result
/// must all match.
struct SearchQuery: Equatable {
  /// One word of the query: its normalised form and, when it is made only of keys of one keyboard layout, the same
  /// keys read on the other layout.
  struct Unit: Equatable {
    var text: String
    var otherLayout: String?
    /// The word being typed (the last one, unless the query ends with a space): prefixes match.
    var isLast: Bool
    var isStopWord: Bool { StopWords.all.contains(text) }
  }

  var alternatives: [[Unit]]

  /// The most characters of a query read; the rest is ignored.
  static let maximumLength = 200
  /// The most `&` alternatives read.
  static let maximumAlternatives = 4
  /// The most words of one alternative read.
  static let maximumWords = 10
  /// The most characters of one word read.
  static let maximumWordLength = 40

  /// Parses raw query text. A word with joiners ("ролл-ап", "c/d") is one unit of its joined form; letter↔digit changes
  /// split units ("10кг" → `10`, `кг`); a word typed on the wrong layout is kept whole ("hs,rf" → `hsrf` or «рыбка»).
  ///
  /// NB: only the first 200 characters, 4 alternatives of 10 words of 40 characters count. Every step after this
  /// (typo neighbourhoods, layouts, ranking) grows with the words' number and length; unbounded, a 32 KB query held a
  /// worker thread for 25 s.
  init(_ text: String) {
    let bounded = String(text.prefix(Self.maximumLength))
    let parts = bounded.split(separator: "&", omittingEmptySubsequences: true).prefix(Self.maximumAlternatives)
    alternatives = parts.compactMap { part in
      let units = Self.units(String(part))
      return units.isEmpty ? nil : units
    }
  }

  private static func units(_ text: String) -> [Unit] {
    var units: [Unit] = []
    let words = text.split(whereSeparator: { $0.isWhitespace }).prefix(Self.maximumWords)
    for word in words.map({ String($0.prefix(Self.maximumWordLength)) }) {
      let layout = KeyboardLayout.swapped(word).map(SearchTokenizer.squeezed).flatMap { $0.isEmpty ? nil : $0 }
      let compounds = SearchTokenizer.compounds(word)
      var texts: [String] = []
      for compound in compounds {
        if compound.hasJoiner, let joined = compound.joined {
          texts.append(joined.term)
        } else {
          texts.append(contentsOf: compound.parts.map(\.term))
        }
      }
      if let layout, texts.count != 1 {
        let squeezed = SearchTokenizer.squeezed(word)
        units.append(Unit(text: squeezed.isEmpty ? layout : squeezed, otherLayout: layout, isLast: false))
      } else {
        units.append(
          contentsOf: texts.map { Unit(text: $0, otherLayout: texts.count == 1 ? layout : nil, isLast: false) })
      }
    }
    var seen: Set<String> = []
    units = units.filter { seen.insert($0.text).inserted }
    if !units.isEmpty, let last = text.unicodeScalars.last, !last.properties.isWhitespace {
      units[units.count - 1].isLast = true
    }
    return units
  }
}
