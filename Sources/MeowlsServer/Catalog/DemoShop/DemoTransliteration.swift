/// Russian (and Latin) text to a lower-case Latin code: "Корма сухие" → `korma_sukhie`.
///
/// Letters map one by one (х → kh, ж → zh, я → ya, ь and ъ vanish, ё → e); digits stay; apostrophes vanish;
/// any other run of characters becomes one separator, trimmed at both ends. The mapping is fixed, so codes are stable.
public enum DemoTransliteration {
  public static func code(_ text: String, separator: Character = "_") -> String {
    var result = ""
    var pendingSeparator = false
    for character in text.lowercased() {
      if apostrophes.contains(character) { continue }
      let latin: String
      if let mapped = cyrillic[character] {
        latin = mapped
      } else if character.isASCII, character.isLetter || character.isNumber {
        latin = String(character)
      } else {
        pendingSeparator = true
        continue
      }
      if latin.isEmpty { continue }
      if pendingSeparator, !result.isEmpty { result.append(separator) }
      pendingSeparator = false
      result += latin
    }
    return result
  }

  private static let apostrophes: Set<Character> = ["'", "’", "`", "ʼ"]

  private static let cyrillic: [Character: String] = [
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z", "и": "i",
    "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t",
    "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "",
    "э": "e", "ю": "yu", "я": "ya",
  ]
}
