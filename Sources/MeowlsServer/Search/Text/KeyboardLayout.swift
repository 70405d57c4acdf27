/// Text typed with the wrong keyboard layout, read as it was meant: Russian ЙЦУКЕН and US QWERTY share keys, so
/// "rjhv" is «корм» typed on the Latin layout and «сфе» is "cat" typed on the Russian one.
enum KeyboardLayout {
  /// `word` retyped on the other layout, or nil when it is not made only of keys of one layout (with at least one
  /// letter). Digits stay; case is folded.
  static func swapped(_ word: String) -> String? {
    var output = String.UnicodeScalarView()
    var toCyrillic: Bool?
    var sawLetter = false
    for scalar in word.unicodeScalars {
      if scalar.properties.numericType != nil, scalar.isASCII {
        output.append(scalar)
        continue
      }
      let lower = scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar
      let mapped: Unicode.Scalar
      let direction: Bool
      if let cyrillic = latinToCyrillic[scalar] ?? latinToCyrillic[lower] {
        (mapped, direction) = (cyrillic, true)
      } else if let latin = cyrillicToLatin[lower] {
        (mapped, direction) = (latin, false)
      } else {
        return nil
      }
      if let toCyrillic, toCyrillic != direction { return nil }
      toCyrillic = direction
      sawLetter = sawLetter || scalar.properties.isAlphabetic
      output.append(mapped)
    }
    return sawLetter ? String(output) : nil
  }

  // NB: the shifted punctuation keys are letters on the Russian layout too ("<" is «Б»), so both cases are listed.
  private static let pairs: [(Unicode.Scalar, Unicode.Scalar)] = {
    let latin = Array("qwertyuiop[]asdfghjkl;'zxcvbnm,.`".unicodeScalars)
    let cyrillic = Array("йцукенгшщзхъфывапролджэячсмитьбюё".unicodeScalars)
    let shiftedLatin = Array("{}:\"<>~".unicodeScalars)
    let shiftedCyrillic = Array("хъжэбюё".unicodeScalars)
    return Array(zip(latin, cyrillic)) + Array(zip(shiftedLatin, shiftedCyrillic))
  }()

  private static let latinToCyrillic = Dictionary(pairs.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
  private static let cyrillicToLatin = Dictionary(pairs.map { ($0.1, $0.0) }, uniquingKeysWith: { first, _ in first })
}
