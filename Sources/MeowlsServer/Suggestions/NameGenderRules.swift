import MeowlsAPI

/// The gender of a suggested name (api.md §12.5): surnames ending -ова/-ева/-ина (-ына) are a woman's, patronymics
/// ending -вна a woman's and -вич a man's; otherwise the dictionary decides, and a name it gives both genders (or
/// none) is `indeterminate`.
enum NameGenderRules {
  static func gender(of text: String, part: NamePart, dictionary: Gender) -> Gender {
    let normalized = SuggestionText.normalized(text)
    switch part {
    case .name:
      return dictionary
    case .patronymic:
      if normalized.hasSuffix("вна") { return .woman }
      if normalized.hasSuffix("вич") { return .man }
      return dictionary
    case .surname:
      let feminine = ["ова", "ева", "ина", "ына"]
      return feminine.contains { normalized.hasSuffix($0) } ? .woman : dictionary
    }
  }
}
