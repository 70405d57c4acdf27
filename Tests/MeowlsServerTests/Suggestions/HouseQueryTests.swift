import Testing

@testable import MeowlsServer

@Suite struct HouseQueryTests {
  private func parsed(_ text: String) -> String? {
    HouseQuery(text).map { "\(String(decoding: $0.house, as: UTF16.self))|\($0.flat)" }
  }

  @Test func houseAloneWithOrWithoutItsMarker() {
    #expect(parsed("47") == "47|")
    #expect(parsed("д 47") == "47|")
    #expect(parsed("Дом 47/1") == "47/1|")
    #expect(parsed("д. 12 А") == "12а|")
  }

  @Test func korpusAndStroyeniyeInAnySpelling() {
    #expect(parsed("5 к 2") == "5к2|")
    #expect(parsed("5 корп. 2") == "5к2|")
    #expect(parsed("5к2") == "5к2|")
    #expect(parsed("5 стр 1") == "5с1|")
    #expect(parsed("5 строение 1") == "5с1|")
  }

  @Test func numberAfterACompleteHouseIsTheFlat() {
    #expect(parsed("д 47 3") == "47|3")
    #expect(parsed("47/1 37") == "47/1|37")
    #expect(parsed("5 к 2 7") == "5к2|7")
  }

  @Test func flatMarkerStartsTheFlat() {
    #expect(parsed("47, кв 3") == "47|3")
    #expect(parsed("47 кв. 3") == "47|3")
    #expect(parsed("47 квартира") == "47|")
  }

  @Test func textWithoutAHouseNumberIsNil() {
    #expect(parsed("") == nil)
    #expect(parsed("д") == nil)
    #expect(parsed("кв 3") == nil)
    #expect(parsed("ленина 5") == nil)
    #expect(parsed("47 кв 3 4") == nil)
  }
}
