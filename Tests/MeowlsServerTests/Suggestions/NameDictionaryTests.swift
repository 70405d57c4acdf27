import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct NameDictionaryTests {
  /// A small dictionary whose order is easy to follow.
  private let dictionary = NameDictionary(
    surnames: ["Смирнов", "Иванов", "Шевченко", "Светлов", "Ивашов", "Королёв"],
    maleNames: ["Александр", "Никита", "Николай", "Мина"], femaleNames: ["Анна", "Ника", "Мина"],
    patronymics: [("Иванович", "Ивановна"), ("Ильич", "Ильинична"), ("Никитич", nil)])

  private func texts(_ part: NamePart, _ query: String) -> [String] {
    dictionary.suggestions(part, query: query).map(\.text)
  }

  @Test func surnameYieldsBothFormsAtOneRank() {
    #expect(
      dictionary.suggestions(.surname, query: "Ива") == [
        FullNameSuggestion(gender: .man, highlightedText: "Ива", text: "Иванов"),
        FullNameSuggestion(gender: .woman, highlightedText: "Ива", text: "Иванова"),
        FullNameSuggestion(gender: .man, highlightedText: "Ива", text: "Ивашов"),
        FullNameSuggestion(gender: .woman, highlightedText: "Ива", text: "Ивашова"),
      ])
  }

  @Test func invariantSurnameIsIndeterminate() {
    #expect(
      dictionary.suggestions(.surname, query: "шев") == [
        FullNameSuggestion(gender: .indeterminate, highlightedText: "шев", text: "Шевченко")
      ])
  }

  @Test func matchingIgnoresCase() {
    #expect(texts(.name, "НИК") == ["Ника", "Никита", "Николай"])
  }

  @Test func yoAndYeMatchEachOther() {
    #expect(texts(.surname, "королев") == ["Королёв", "Королёва"])
    #expect(texts(.surname, "Королё") == ["Королёв", "Королёва"])
  }

  @Test func moreCommonFirstThenAlphabetical() {
    #expect(texts(.name, "") == [])
    #expect(texts(.name, "а") == ["Александр", "Анна"])
    #expect(texts(.name, "н") == ["Ника", "Никита", "Николай"])
  }

  @Test func nameInBothListsIsIndeterminate() {
    #expect(dictionary.suggestions(.name, query: "Мин").map(\.gender) == [.indeterminate])
  }

  @Test func patronymicGendersFromRulesAndPairs() {
    #expect(
      dictionary.suggestions(.patronymic, query: "И").map { "\($0.text):\($0.gender.rawValue)" } == [
        "Иванович:man", "Ивановна:woman", "Ильинична:woman", "Ильич:man",
      ])
    #expect(dictionary.suggestions(.patronymic, query: "Ники").map(\.gender) == [.indeterminate])
  }

  @Test func highlightedTextEchoesTheQueryAsSent() {
    #expect(dictionary.suggestions(.surname, query: " смир").map(\.highlightedText) == [" смир", " смир"])
  }

  @Test func noMatchIsEmpty() {
    #expect(texts(.surname, "Щ").isEmpty)
  }
}
