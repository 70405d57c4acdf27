import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct FullAddressFormattingTests {
  private let street: LocatedStreet = {
    let id = UUID(uuidString: "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456")!
    let street = Street(line: "пр-кт Карла Маркса", cityID: id, rank: 1)!
    return LocatedStreet(city: SuggestionCity(id: id, name: "Новосибирск", streets: [street]), street: street)
  }()
  private let city = City(id: City.ID(uuidString: "8dea00e3-9aab-4d8e-887c-ef2aaa546456")!, name: "Новосибирск")

  @Test func theContractsExample() {
    let request = Address(
      city: city, entrance: "1", flat: "кв 3", floor: "1", house: "д 47", street: "ул Карла Маркса")
    #expect(
      FullAddressFormatting.normalized(request, on: street)
        == Address(
          city: city, entrance: "п 1", flat: "кв 3", floor: "эт эт 1",
          formatted: "г Новосибирск, пр-кт Карла Маркса, д 47, кв 3, п 1, эт 1", house: "д 47",
          street: "ул Карла Маркса"))
  }

  @Test func withoutFlatEntranceAndFloor() {
    let request = Address(city: city, house: "47/1", street: "Карла Маркса")
    #expect(
      FullAddressFormatting.normalized(request, on: street)
        == Address(
          city: city, formatted: "г Новосибирск, пр-кт Карла Маркса, д 47/1", house: "47/1", street: "Карла Маркса"))
  }

  @Test func blankEntranceAndFloorAreLeftOut() {
    let request = Address(city: city, entrance: " ", flat: "", floor: "", house: "47", street: "Карла Маркса")
    let answer = FullAddressFormatting.normalized(request, on: street)
    #expect(answer.entrance == nil && answer.floor == nil)
    #expect(answer.formatted == "г Новосибирск, пр-кт Карла Маркса, д 47")
  }

  @Test func locationIsTheRequestsLocation() {
    let point = Location(latitude: 55.03, longitude: 82.92)
    let request = Address(city: city, house: "47", location: point, street: "Карла Маркса")
    #expect(FullAddressFormatting.normalized(request, on: street).location == point)
  }

  @Test(
    arguments: [
      ("47", "д 47"), ("д 47", "д 47"), ("Дом 47", "д 47"), ("д. 47/1", "д 47/1"), ("12а", "д 12А"),
      ("5к2", "д 5 к 2"), ("5 корп 2", "д 5 к 2"), ("5 стр 1", "д 5 стр 1"), ("д 7 лит Б", "д 7 лит Б"),
    ])
  func houseIsWrittenAsDaDataWritesIt(house: String, text: String) {
    #expect(FullAddressFormatting.houseText(house) == text)
  }

  @Test(arguments: [("3", "3"), ("кв 3", "3"), ("кв. 3", "3"), ("кв.3", "3"), ("Квартира 3", "3"), ("кв", nil)])
  func flatNumberWithoutItsMarker(flat: String, number: String?) {
    #expect(FullAddressFormatting.flatNumber(flat) == number)
  }
}
