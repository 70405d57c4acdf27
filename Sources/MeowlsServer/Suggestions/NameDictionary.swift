import MeowlsAPI

/// The bundled Russian surnames, first names and patronymics, each with a gender (api.md §12.4–§12.5).
struct NameDictionary: Sendable {
  let names: NameList
  let patronymics: NameList
  let surnames: NameList

  /// Builds the lists. Ranks follow the order given (most popular first); a surname is given in its masculine form
  /// and also yields its feminine form at the same rank; a patronymic is a masculine form with an optional feminine one.
  init(surnames: [String], maleNames: [String], femaleNames: [String], patronymics: [(String, String?)]) {
    var surnameEntries: [NameEntry] = []
    for (rank, masculine) in surnames.enumerated() {
      guard let feminine = SurnameForms.feminine(of: masculine) else {
        surnameEntries.append(Self.entry(masculine, part: .surname, dictionary: .indeterminate, rank: rank))
        continue
      }
      surnameEntries.append(Self.entry(masculine, part: .surname, dictionary: .man, rank: rank))
      surnameEntries.append(Self.entry(feminine, part: .surname, dictionary: .woman, rank: rank))
    }
    var nameEntries = maleNames.enumerated().map {
      Self.entry($0.element, part: .name, dictionary: .man, rank: $0.offset)
    }
    nameEntries += femaleNames.enumerated().map {
      Self.entry($0.element, part: .name, dictionary: .woman, rank: $0.offset)
    }
    var patronymicEntries: [NameEntry] = []
    for (rank, pair) in patronymics.enumerated() {
      let dictionary: Gender = pair.1 == nil ? .indeterminate : .man
      patronymicEntries.append(Self.entry(pair.0, part: .patronymic, dictionary: dictionary, rank: rank))
      if let feminine = pair.1 {
        patronymicEntries.append(Self.entry(feminine, part: .patronymic, dictionary: .woman, rank: rank))
      }
    }
    self.names = NameList(nameEntries)
    self.patronymics = NameList(patronymicEntries)
    self.surnames = NameList(surnameEntries)
  }

  /// The list of one part.
  func list(_ part: NamePart) -> NameList {
    switch part {
    case .name: names
    case .patronymic: patronymics
    case .surname: surnames
    }
  }

  /// Up to `limit` (the contract's 20) suggestions for `query`; `highlighted_text` echoes the query as sent.
  func suggestions(_ part: NamePart, query: String, limit: Int = 20) -> [FullNameSuggestion] {
    list(part).matching(query, limit: limit).map {
      FullNameSuggestion(gender: $0.gender, highlightedText: query, text: $0.text)
    }
  }

  private static func entry(_ text: String, part: NamePart, dictionary: Gender, rank: Int) -> NameEntry {
    NameEntry(
      gender: NameGenderRules.gender(of: text, part: part, dictionary: dictionary), key: NameEntry.key(text),
      rank: rank, text: text)
  }
}
