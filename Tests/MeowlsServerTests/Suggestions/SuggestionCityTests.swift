import Foundation
import Testing

@testable import MeowlsServer

@Suite struct SuggestionCityTests {
  private let city: SuggestionCity = {
    let id = UUID(uuidString: "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456")!
    let lines = [
      "Красный пр-кт", "пр-кт Карла Маркса", "ул Ленина", "ул Красный Факел", "пл Ленина", "ул Красина",
      "ул Первомайская", "Тихий пер", "ул Набережная", "Михайловская наб", "ул Лунина", "ул Немировича-Данченко",
      "ул Краснодарская", "ул Александровская", "ул Королёва",
    ]
    return SuggestionCity(
      id: id, name: "Новосибирск",
      streets: lines.enumerated().map { Street(line: $0.element, cityID: id, rank: $0.offset)! })
  }()

  private func texts(_ text: String) -> [String] {
    city.matches(StreetQuery(text)).sorted(by: StreetMatch.precedes).map { city.streets[$0.street].text }
  }

  @Test func prefixOfAnyWordOfTheName() {
    #expect(texts("кра") == ["Красный пр-кт", "ул Красный Факел", "ул Красина", "ул Краснодарская"])
    #expect(texts("факел") == ["ул Красный Факел"])
  }

  @Test func matchOnTheFirstWordComesBeforeALaterWord() {
    #expect(texts("м") == ["Михайловская наб", "пр-кт Карла Маркса"])
  }

  @Test func caseAndYoDoNotMatter() {
    #expect(texts("КРАСИНА") == ["ул Красина"])
    #expect(texts("королева") == ["ул Королёва"])
    #expect(texts("Королёв") == ["ул Королёва"])
  }

  @Test func everyWordMustMatch() {
    #expect(texts("красный факел") == ["ул Красный Факел"])
    #expect(texts("красный ленина").isEmpty)
  }

  @Test func oneTypoFromFourLetters() {
    #expect(texts("ленена") == ["ул Ленина", "пл Ленина"])
    #expect(texts("марск") == ["пр-кт Карла Маркса"])
  }

  @Test func exactMatchesComeBeforeTypos() {
    #expect(texts("лунина") == ["ул Лунина", "ул Ленина", "пл Ленина"])
  }

  @Test func noTypoBelowFourLetters() {
    #expect(texts("лнн").isEmpty)
    #expect(texts("лен") == ["ул Ленина", "пл Ленина"])
  }

  @Test func twoTyposOnlyFromEightLetters() {
    #expect(texts("краснадарскя") == ["ул Краснодарская"])
    #expect(texts("кросна").isEmpty)
    #expect(texts("первамаиск") == ["ул Первомайская"])
  }

  @Test func typoInTheFirstLetterIsNotForgiven() {
    #expect(texts("пенина").isEmpty)
  }

  @Test func typedTypeRanksThatTypeFirst() {
    #expect(texts("пл ленина") == ["пл Ленина", "ул Ленина", "ул Лунина"])
    #expect(texts("ленина площадь") == ["пл Ленина", "ул Ленина", "ул Лунина"])
    #expect(texts("проспект маркса") == ["пр-кт Карла Маркса"])
    #expect(texts("ул карла маркса") == ["пр-кт Карла Маркса"])
  }

  @Test func typeWordAloneListsThatTypeAndNamesItStarts() {
    #expect(texts("пер") == ["ул Первомайская", "Тихий пер"])
    #expect(texts("набережная") == ["ул Набережная", "Михайловская наб"])
  }

  @Test func hyphenatedNameMatchesEitherPart() {
    #expect(texts("данченко") == ["ул Немировича-Данченко"])
    #expect(texts("немировича-данченко") == ["ул Немировича-Данченко"])
  }

  @Test func cityNameInTheQueryIsIgnored() {
    #expect(texts("Новосибирск, Красина") == ["ул Красина"])
  }

  @Test func resolveNeedsTheWholeName() {
    #expect(city.resolve(StreetQuery("ул Ленина"))?.text == "ул Ленина")
    #expect(city.resolve(StreetQuery("пл. Ленина"))?.text == "пл Ленина")
    #expect(city.resolve(StreetQuery("Ленина"))?.text == "ул Ленина")
    #expect(city.resolve(StreetQuery("Лен")) == nil)
    #expect(city.resolve(StreetQuery("Карла")) == nil)
  }

  @Test func resolveForgivesTheTypeAndTypos() {
    #expect(city.resolve(StreetQuery("ул Карла Маркса"))?.text == "пр-кт Карла Маркса")
    #expect(city.resolve(StreetQuery("ул Красинаа"))?.text == "ул Красина")
    #expect(city.resolve(StreetQuery("Набережная ул"))?.text == "ул Набережная")
    #expect(city.resolve(StreetQuery("Михайловская набережная"))?.text == "Михайловская наб")
  }

  @Test func resolveUnknownStreetIsNil() {
    #expect(city.resolve(StreetQuery("ул Несуществующая")) == nil)
  }
}
