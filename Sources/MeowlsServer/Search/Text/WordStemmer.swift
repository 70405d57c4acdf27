/// The stem the search compares words by: Snowball's Russian stemmer for Cyrillic words, its English one for Latin
/// words, plus a few rules Snowball lacks for a pet shop's words:
///
/// - fleeting vowels: «кошек»/«кошка», «щенок»/«щенка», «тунец»/«тунца» get one stem (`кошк`, `щенк`, `тунц`);
/// - plurals formed from another stem: «котята» and «котёнок» (`котенк`), «щенята» and «щенок» (`щенк`), …;
/// - British and American spelling: "sterilised" and "sterilized" (`steril`).
///
/// Words with digits are their own stem. Not thread-safe (it holds two Snowball stemmers).
final class WordStemmer: @unchecked Sendable {
  private let russian: SnowballStemmer
  private let english: SnowballStemmer

  init() {
    // NB: both algorithms ship in every libstemmer build; a missing one is a broken installation.
    guard let russian = SnowballStemmer(algorithm: "russian"), let english = SnowballStemmer(algorithm: "english")
    else { fatalError("libstemmer has no russian or english stemmer") }
    self.russian = russian
    self.english = english
  }

  /// The stem of a normalised word; nil for words that are not stemmed (numbers, mixed scripts).
  func stem(_ word: String) -> String? {
    var cyrillic = false
    var latin = false
    for scalar in word.unicodeScalars {
      switch scalar.value {
      case 0x430...0x44F: cyrillic = true
      case 0x61...0x7A: latin = true
      default: return nil
      }
    }
    if cyrillic, !latin { return Self.adjustRussian(word, stem: russian.stem(word)) }
    if latin, !cyrillic { return english.stem(Self.americanSpelling(word)) }
    return nil
  }

  static func adjustRussian(_ word: String, stem: String) -> String {
    for (prefix, replacement) in irregularPlurals where word.hasPrefix(prefix) {
      return replacement
    }
    var scalars = Array(stem.unicodeScalars)
    let count = scalars.count
    if count >= 5, ["к", "ц"].contains(scalars[count - 1]), ["о", "е"].contains(scalars[count - 2]),
      !vowels.contains(scalars[count - 3])
    {
      scalars.remove(at: count - 2)
      return String(String.UnicodeScalarView(scalars))
    }
    return stem
  }

  /// "-ise", "-ised", "-ising", "-isation" spelled with z, so both spellings stem alike.
  static func americanSpelling(_ word: String) -> String {
    guard word.count >= 7 else { return word }
    for (british, american) in [("isation", "ization"), ("ising", "izing"), ("ised", "ized"), ("ise", "ize")]
    where word.hasSuffix(british) {
      return String(word.dropLast(british.count)) + american
    }
    return word
  }

  private static let vowels: Set<Unicode.Scalar> = ["а", "е", "и", "о", "у", "ы", "э", "ю", "я"]

  /// Young animals whose plural has another stem than the singular: word prefix → the singular's stem.
  private static let irregularPlurals: [(String, String)] = [
    ("котят", "котенк"), ("щенят", "щенк"), ("ягнят", "ягненк"), ("крольчат", "крольчонк"), ("мышат", "мышонк"),
    ("утят", "утенк"), ("цыплят", "цыпленк"), ("телят", "теленк"),
  ]
}
