import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct BundledNameDictionaryTests {
  private let dictionary = SuggestionsFixture.names

  @Test func holdsThousandsOfNames() {
    #expect(dictionary.surnames.count >= 3000)
    #expect(dictionary.names.count >= 700)
    #expect(dictionary.patronymics.count >= 300)
  }

  @Test func answersAtMostTwenty() {
    for part in NamePart.allCases {
      #expect(dictionary.suggestions(part, query: "а").count == 20)
    }
  }

  @Test func mostCommonSurnamesComeFirst() {
    #expect(dictionary.suggestions(.surname, query: "Смир").prefix(2).map(\.text) == ["Смирнов", "Смирнова"])
    #expect(dictionary.suggestions(.surname, query: "И").first?.text == "Иванов")
  }

  @Test func theContractsExamplesAreSuggested() {
    #expect(dictionary.suggestions(.surname, query: "Све").map(\.text).contains("Светлова"))
    #expect(dictionary.suggestions(.name, query: "Ник").prefix(2).map(\.text) == ["Николай", "Никита"])
    #expect(dictionary.suggestions(.patronymic, query: "Гри").prefix(2).map(\.text) == ["Григорьевич", "Григорьевна"])
  }

  @Test func everySuggestionHasTheGenderItsEndingGives() {
    // NB: written out by hand from the bundled patronymics.txt, not derived with the rule under test.
    let expected: [(String, Gender)] = [
      ("Александрович", .man), ("Александровна", .woman), ("Алексеевич", .man), ("Алексеевна", .woman),
      ("Альбертович", .man), ("Альбертовна", .woman),
    ]
    #expect(
      dictionary.suggestions(.patronymic, query: "Ал")
        == expected.map { FullNameSuggestion(gender: $0.1, highlightedText: "Ал", text: $0.0) })
    // -ич and -ична end in neither -вич nor -вна: the dictionary's pair gives the gender.
    let ending: [(String, Gender)] = [
      ("Ильинична", .woman), ("Ильич", .man), ("Ильдарович", .man), ("Ильдаровна", .woman), ("Ильясович", .man),
      ("Ильясовна", .woman),
    ]
    #expect(
      dictionary.suggestions(.patronymic, query: "Иль")
        == ending.map { FullNameSuggestion(gender: $0.1, highlightedText: "Иль", text: $0.0) })
  }

  @Test func sameQueryGivesTheSameAnswer() {
    let upper = dictionary.suggestions(.surname, query: "К")
    #expect(upper == dictionary.suggestions(.surname, query: "К"))
    #expect(upper.map(\.text) == dictionary.suggestions(.surname, query: "к").map(\.text))
  }
}
