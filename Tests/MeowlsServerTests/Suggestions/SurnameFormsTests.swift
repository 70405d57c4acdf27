import Testing

@testable import MeowlsServer

@Suite struct SurnameFormsTests {
  @Test(
    arguments: [
      ("Иванов", "Иванова"), ("Королёв", "Королёва"), ("Соловьев", "Соловьева"), ("Ильин", "Ильина"),
      ("Кислицын", "Кислицына"), ("Вишневский", "Вишневская"), ("Троцкий", "Троцкая"), ("Горький", "Горькая"),
      ("Толстой", "Толстая"), ("Белый", "Белая"), ("Синий", "Синяя"),
    ])
  func feminineFormByEnding(masculine: String, feminine: String) {
    #expect(SurnameForms.feminine(of: masculine) == feminine)
  }

  @Test(arguments: ["Шевченко", "Белых", "Гуревич", "Ковальчук", "Бондарь", "Цой"])
  func surnamesThatDoNotChangeHaveNoFeminineForm(surname: String) {
    #expect(SurnameForms.feminine(of: surname) == nil)
  }
}
