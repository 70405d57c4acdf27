/// Splits text into the words the search indexes and matches.
///
/// A *compound* is a run of letters, digits, joiners (`-`, `/`, `.`, `_`) and apostrophes between separators. Its
/// *parts* are the runs of letters or of digits in it: joiners and letter↔digit changes split parts, apostrophes
/// vanish ("Hill's" → `hills`). A compound of several parts also yields its *joined* form, so "Pi-Pi-Bent" is found as
/// `pi`, `bent` and `pipibent`, and "ролл-ап" as `роллап`. Every part counts as one word position; the joined form
/// takes the position of its first part.
enum SearchTokenizer {
  /// The compounds of `text`, in order, with original ranges (for highlights).
  static func compounds(_ text: String) -> [SearchCompound] {
    var result: [SearchCompound] = []
    var parts: [SearchToken] = []
    var hasJoiner = false
    var part = String.UnicodeScalarView()
    var partIsDigits = false
    var partStart = text.unicodeScalars.startIndex
    var partEnd = partStart
    var position = 0

    func closePart() {
      guard !part.isEmpty else { return }
      parts.append(
        SearchToken(term: String(part), position: position, range: partStart..<partEnd, isJoined: false))
      position += 1
      part = String.UnicodeScalarView()
    }
    func closeCompound() {
      closePart()
      if !parts.isEmpty { result.append(SearchCompound(parts: parts, hasJoiner: hasJoiner)) }
      parts = []
      hasJoiner = false
    }

    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let next = scalars.index(after: index)
      switch SearchCharacter(scalars[index]) {
      case .letter(let folded), .digit(let folded):
        let isDigit = folded.properties.numericType != nil && folded.isASCII
        if !part.isEmpty, isDigit != partIsDigits { closePart() }
        if part.isEmpty {
          partStart = index
          partIsDigits = isDigit
        }
        part.append(folded)
        partEnd = next
      case .apostrophe:
        if !part.isEmpty { partEnd = next }
      case .joiner:
        closePart()
        if !parts.isEmpty { hasJoiner = true }
      case .separator:
        closeCompound()
      }
      index = next
    }
    closeCompound()
    return result
  }

  /// Every word the index stores for `text`: each part, then the joined form of each compound of several parts.
  static func indexTokens(_ text: String) -> [SearchToken] {
    var tokens: [SearchToken] = []
    for compound in compounds(text) {
      tokens.append(contentsOf: compound.parts)
      if let joined = compound.joined { tokens.append(joined) }
    }
    return tokens
  }

  /// The normalised form of a whole text as one word: its letters and digits only ("Royal Canin" → `royalcanin`).
  static func squeezed(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if let folded = SearchCharacter(scalar).scalar { scalars.append(folded) }
    }
    return String(scalars)
  }
}

/// One word of a text: its normalised form, its word position and where it stands in the original text.
struct SearchToken: Equatable {
  var term: String
  var position: Int
  var range: Range<String.Index>
  /// The joined form of a compound (its parts are tokens too).
  var isJoined: Bool
}

/// A run of parts between separators; see `SearchTokenizer`.
struct SearchCompound: Equatable {
  var parts: [SearchToken]
  /// Whether a joiner (not only a letter↔digit change) splits it: "ролл-ап", not "10кг".
  var hasJoiner: Bool

  /// The parts glued together when there are several.
  var joined: SearchToken? {
    guard parts.count > 1, let first = parts.first, let last = parts.last else { return nil }
    return SearchToken(
      term: parts.map(\.term).joined(), position: first.position, range: first.range.lowerBound..<last.range.upperBound,
      isJoined: true)
  }
}
