import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct NameGenderRulesTests {
  @Test(
    arguments: [
      ("Иванова", NamePart.surname, Gender.indeterminate, Gender.woman),
      ("Королёва", .surname, .indeterminate, .woman),
      ("Ильина", .surname, .indeterminate, .woman),
      ("Кислицына", .surname, .indeterminate, .woman),
      ("Иванов", .surname, .man, .man),
      ("Вишневская", .surname, .woman, .woman),
      ("Шевченко", .surname, .indeterminate, .indeterminate),
      ("Ивановна", .patronymic, .indeterminate, .woman),
      ("Иванович", .patronymic, .indeterminate, .man),
      ("Ильинична", .patronymic, .woman, .woman),
      ("Ильич", .patronymic, .man, .man),
      ("Ирина", .name, .woman, .woman),
      ("Сева", .name, .man, .man),
      ("Мина", .name, .indeterminate, .indeterminate),
    ])
  func rulesFirstThenTheDictionary(text: String, part: NamePart, dictionary: Gender, expected: Gender) {
    #expect(NameGenderRules.gender(of: text, part: part, dictionary: dictionary) == expected)
  }

  @Test func surnameEndingsDoNotDecideFirstNames() {
    #expect(NameGenderRules.gender(of: "Сева", part: .name, dictionary: .man) == .man)
  }

  @Test func patronymicEndingsDoNotDecideSurnames() {
    #expect(NameGenderRules.gender(of: "Абрамович", part: .surname, dictionary: .indeterminate) == .indeterminate)
  }
}
