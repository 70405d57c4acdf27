/// A script-neutral spelling of a word, so that a brand typed in the other alphabet still matches: «феликс» and
/// "felix" both read `feliks`, «роял канин» and "royal canin" read `roial kanin`, «вискас» and "whiskas" `viskas`.
///
/// Latin is first brought to how a Russian shopper would spell it (x → ks, c → k or s, w → v, y → i, ee → i, …),
/// Cyrillic is transliterated letter by letter (ж → j, х → h, я → ia, ь vanishes), and doubled letters collapse.
/// Deliberately rough: it is only used for the lowest match tier, next to typos.
enum PhoneticKey {
  /// The key of a normalised word (lower case, `ё` folded); nil when it has no letter.
  static func of(_ term: String) -> String? {
    let scalars = Array(term.unicodeScalars)
    guard scalars.contains(where: { $0.properties.isAlphabetic }) else { return nil }
    var output: [Unicode.Scalar] = []
    output.reserveCapacity(scalars.count + 4)
    var index = 0
    while index < scalars.count {
      let consumed = latin(scalars, at: index, into: &output) ?? cyrillic(scalars, at: index, into: &output)
      index += consumed
    }
    if output.count >= 3, output[output.count - 2] == "i", output[output.count - 1] == "e" { output.removeLast() }
    var collapsed = String.UnicodeScalarView()
    for scalar in output where collapsed.last != scalar || !scalar.properties.isAlphabetic {
      collapsed.append(scalar)
    }
    return String(collapsed)
  }

  /// Appends the key of the Latin letter (or digraph) at `index` and returns how many scalars it took; nil when the
  /// scalar is not a Latin letter.
  private static func latin(_ s: [Unicode.Scalar], at index: Int, into output: inout [Unicode.Scalar]) -> Int? {
    let current = s[index]
    guard current.isASCII, current.properties.isAlphabetic else { return nil }
    let next: Unicode.Scalar? = index + 1 < s.count ? s[index + 1] : nil
    let afterNext: Unicode.Scalar? = index + 2 < s.count ? s[index + 2] : nil
    func emit(_ text: String, _ count: Int) -> Int {
      output.append(contentsOf: text.unicodeScalars)
      return count
    }
    switch (current, next) {
    case ("s", "c") where afterNext == "h": return emit("sh", 3)
    case ("s", "h"), ("c", "h"): return emit(String(current) + "h", 2)
    case ("z", "h"): return emit("j", 2)
    case ("k", "h"): return emit("h", 2)
    case ("p", "h"): return emit("f", 2)
    case ("t", "h"): return emit("t", 2)
    case ("w", "h"): return emit("v", 2)
    case ("c", "k"): return emit("k", 2)
    case ("q", "u"): return emit("kv", 2)
    case ("e", "e"): return emit("i", 2)
    case ("o", "o"), ("o", "u"): return emit("u", 2)
    case ("c", _): return emit(next == "e" || next == "i" || next == "y" ? "s" : "k", 1)
    case ("x", _): return emit("ks", 1)
    case ("w", _): return emit("v", 1)
    case ("q", _): return emit("k", 1)
    case ("y", _): return emit("i", 1)
    default: return emit(String(current), 1)
    }
  }

  /// Appends the transliteration of the Cyrillic letter at `index` (or the scalar itself) and returns 1, or 2 for дж.
  private static func cyrillic(_ s: [Unicode.Scalar], at index: Int, into output: inout [Unicode.Scalar]) -> Int {
    if s[index] == "д", index + 1 < s.count, s[index + 1] == "ж" {
      output.append("j")
      return 2
    }
    output.append(contentsOf: (cyrillicTable[s[index]] ?? String(s[index])).unicodeScalars)
    return 1
  }

  private static let cyrillicTable: [Unicode.Scalar: String] = [
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ж": "j", "з": "z", "и": "i", "й": "i", "к": "k",
    "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f", "х": "h",
    "ц": "ts", "ч": "ch", "ш": "sh", "щ": "sh", "ъ": "", "ы": "i", "ь": "", "э": "e", "ю": "iu", "я": "ia",
  ]
}
