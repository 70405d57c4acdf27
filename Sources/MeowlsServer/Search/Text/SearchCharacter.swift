/// How the search sees one Unicode scalar of a name or a query: a letter or digit (folded), a joiner that glues the
/// parts of a compound ("Pi-Pi-Bent", "c/d"), an apostrophe that vanishes ("Hill's" → "hills"), or a separator.
enum SearchCharacter: Equatable {
  case letter(Unicode.Scalar)
  case digit(Unicode.Scalar)
  case joiner
  case apostrophe
  case separator

  /// Folds case, `ё` to `е` and Latin accents ("Entrée" → "entree"); `й` stays a letter of its own.
  init(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    switch value {
    case 0x30...0x39: self = .digit(scalar)
    case 0x61...0x7A, 0x430...0x44F: self = .letter(scalar)
    case 0x41...0x5A, 0x410...0x42F: self = .letter(Unicode.Scalar(value + 0x20)!)
    case 0x451, 0x401: self = .letter("е")
    case 0x2D, 0x2F, 0x2E, 0x5F, 0x2010, 0x2011: self = .joiner
    case 0x27, 0x60, 0x2019, 0x2BC, 0xB4: self = .apostrophe
    default:
      if let folded = Self.latinAccents[value] {
        self = .letter(folded)
      } else if value >= 0x80, scalar.properties.isAlphabetic {
        self = .letter(scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar)
      } else {
        self = .separator
      }
    }
  }

  /// The letter or digit, folded; nil for the others.
  var scalar: Unicode.Scalar? {
    switch self {
    case .letter(let scalar), .digit(let scalar): scalar
    case .joiner, .apostrophe, .separator: nil
    }
  }

  private static let latinAccents: [UInt32: Unicode.Scalar] = {
    let groups: [(String, Unicode.Scalar)] = [
      ("àáâãäåÀÁÂÃÄÅ", "a"), ("çÇ", "c"), ("èéêëÈÉÊË", "e"), ("ìíîïÌÍÎÏ", "i"), ("ñÑ", "n"),
      ("òóôõöøÒÓÔÕÖØ", "o"), ("ùúûüÙÚÛÜ", "u"), ("ýÿÝ", "y"),
    ]
    var table: [UInt32: Unicode.Scalar] = [:]
    for (letters, base) in groups {
      for scalar in letters.unicodeScalars { table[scalar.value] = base }
    }
    return table
  }()
}
