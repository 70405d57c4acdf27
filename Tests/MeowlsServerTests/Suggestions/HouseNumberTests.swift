import Testing

@testable import MeowlsServer

@Suite struct HouseNumberTests {
  @Test(
    arguments: [
      (HouseNumber(number: 47), "д 47", "47"),
      (HouseNumber(number: 47, fraction: 1), "д 47/1", "47/1"),
      (HouseNumber(number: 12, letter: "А"), "д 12А", "12а"),
      (HouseNumber(number: 5, building: 2), "д 5 к 2", "5к2"),
      (HouseNumber(number: 5, structure: 1), "д 5 стр 1", "5с1"),
    ])
  func textAsDaDataWritesItAndItsKey(house: HouseNumber, text: String, key: String) {
    #expect(house.text == text)
    #expect(house.key == Array(key.utf16))
    #expect(HouseNumber(key: key) == house)
  }

  @Test(arguments: ["", "0", "а1", "5к", "5/", "47 1", "5кк2", "1234567"])
  func keyThatIsNotOneHouseIsRejected(key: String) {
    #expect(HouseNumber(key: key) == nil)
  }

  @Test func naturalOrder() {
    let houses = [
      HouseNumber(number: 47, structure: 1), HouseNumber(number: 47, building: 2), HouseNumber(number: 470),
      HouseNumber(number: 47, letter: "А"), HouseNumber(number: 47, fraction: 2), HouseNumber(number: 5),
      HouseNumber(number: 47, fraction: 1), HouseNumber(number: 47),
    ]
    #expect(
      houses.sorted(by: HouseNumber.precedes).map(\.text) == [
        "д 5", "д 47", "д 47/1", "д 47/2", "д 47А", "д 47 к 2", "д 47 стр 1", "д 470",
      ])
  }
}
