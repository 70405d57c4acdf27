import Testing

@testable import MeowlsServer

@Suite struct StreetQueryTests {
  private func words(_ units: [[UInt16]]) -> [String] { units.map { String(decoding: $0, as: UTF16.self) } }

  @Test func typeWordsAreKeptApartFromTheName() {
    let query = StreetQuery("ул. Мамина-Сибиряка")
    #expect(words(query.nameWords) == ["мамина", "сибиряка"])
    #expect(query.typeWords.map(\.type) == [.street])
  }

  @Test(
    arguments: [
      ("проспект", StreetType.prospect), ("пр-кт", .prospect), ("Пр.", .prospect), ("улица", .street),
      ("б-р", .boulevard), ("бульвар", .boulevard), ("переулок", .lane), ("ш", .highway), ("шоссе", .highway),
      ("наб", .embankment), ("набережная", .embankment), ("площадь", .square), ("проезд", .passage),
      ("мкр", .microdistrict), ("тракт", .tract), ("тупик", .deadEnd),
    ])
  func typeNamedByWhatUsersType(word: String, type: StreetType) {
    #expect(StreetQuery(word).typeWords.map(\.type) == [type])
  }

  @Test func typeMayComeAfterTheName() {
    let query = StreetQuery("ленина ул")
    #expect(words(query.nameWords) == ["ленина"])
    #expect(query.typeWords.map(\.type) == [.street])
  }

  @Test func numberedNamesSplitAtTheHyphen() {
    #expect(words(StreetQuery("1-я Красноармейская").nameWords) == ["1", "я", "красноармейская"])
  }

  @Test func cityMarkerIsDropped() {
    #expect(words(StreetQuery("г. Новосибирск, Ленина").nameWords) == ["новосибирск", "ленина"])
  }

  @Test func punctuationOnlyIsEmpty() {
    #expect(StreetQuery(" , . ").isEmpty)
  }
}
