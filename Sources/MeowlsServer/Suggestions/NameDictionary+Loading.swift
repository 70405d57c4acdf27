import Foundation

extension NameDictionary {
  /// Reads `surnames.txt`, `names-male.txt`, `names-female.txt` and `patronymics.txt` from `directory`.
  static func load(from directory: URL) throws(SuggestionDataError) -> NameDictionary {
    let surnames = try singleWords(SuggestionDataFile("surnames.txt", in: directory))
    let maleNames = try singleWords(SuggestionDataFile("names-male.txt", in: directory))
    let femaleNames = try singleWords(SuggestionDataFile("names-female.txt", in: directory))
    let file = try SuggestionDataFile("patronymics.txt", in: directory)
    var patronymics: [(String, String?)] = []
    for (number, text) in file.lines {
      let words = text.split(separator: " ").map(String.init)
      guard (1...2).contains(words.count) else { throw file.malformed(number, "expected «masculine [feminine]»") }
      patronymics.append((words[0], words.count == 2 ? words[1] : nil))
    }
    return NameDictionary(
      surnames: surnames, maleNames: maleNames, femaleNames: femaleNames, patronymics: patronymics)
  }

  /// The entries of a file of one name a line (a compound name keeps its hyphen, never a space).
  private static func singleWords(_ file: SuggestionDataFile) throws(SuggestionDataError) -> [String] {
    for (number, text) in file.lines where text.contains(" ") {
      throw file.malformed(number, "expected one name without spaces")
    }
    return file.lines.map(\.text)
  }
}
