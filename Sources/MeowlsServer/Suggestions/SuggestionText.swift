/// Pure normalisation shared by every suggestion index, so data and queries meet in one form.
enum SuggestionText {
  /// Lower case, `ё` → `е`, every character other than a letter, a digit, `-` or `/` becomes a space, runs of spaces
  /// collapse and the ends are trimmed: `"  Ул. Красный-Факел, 5 "` → `"ул красный-факел 5"`.
  static func normalized(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for character in text.lowercased() {
      let kept: Character? =
        switch character {
        case "ё": "е"
        case "-", "/": character
        default: character.isLetter || character.isNumber ? character : nil
        }
      guard let kept else {
        pendingSpace = !result.isEmpty
        continue
      }
      if pendingSpace { result.append(" ") }
      pendingSpace = false
      result.append(kept)
    }
    return result
  }

  /// The words of normalised text.
  static func words(_ text: String) -> [String] {
    normalized(text).split(separator: " ").map(String.init)
  }

  /// The UTF-16 code units of normalised text: the indexes compare and measure these.
  static func key(_ text: String) -> [UInt16] {
    Array(normalized(text).utf16)
  }
}
