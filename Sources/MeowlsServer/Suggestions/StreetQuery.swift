/// What the user typed for a street, split into name words and the words that may name a street type.
///
/// A type word is ambiguous while typing (`"пер"` may be «переулок» or the start of «Первомайская»), so it is kept
/// apart and matched either way.
struct StreetQuery: Equatable, Sendable {
  /// Words that must match words of the street's name.
  var nameWords: [[UInt16]]
  /// Words that name a street type, each with the type it names.
  var typeWords: [TypeWord]

  /// A word that names a street type.
  struct TypeWord: Equatable, Sendable {
    var type: StreetType
    var word: [UInt16]
  }

  /// `"ул. Мамина-Сибиряка"` → type word «ул», name words «мамина», «сибиряка». `г`/`город` words are dropped.
  init(_ text: String) {
    nameWords = []
    typeWords = []
    for token in SuggestionText.words(text) where token != "г" && token != "город" {
      if let type = StreetType(alias: token) {
        typeWords.append(TypeWord(type: type, word: Array(token.utf16)))
      } else {
        nameWords += Self.nameWords(ofToken: token)
      }
    }
  }

  /// A normalised token split at `-` and `/`: «1-я» → «1», «я».
  static func nameWords(ofToken token: String) -> [[UInt16]] {
    token.split { $0 == "-" || $0 == "/" }.map { Array($0.utf16) }
  }

  /// True when nothing was typed that could match.
  var isEmpty: Bool { nameWords.isEmpty && typeWords.isEmpty }
}
