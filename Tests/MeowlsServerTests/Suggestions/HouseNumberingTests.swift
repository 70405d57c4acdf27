import Foundation
import Testing

@testable import MeowlsServer

@Suite struct HouseNumberingTests {
  private let street = UUID(uuidString: "FA8CAE8A-D284-831B-BE38-490C2018D213")!

  @Test func sameStreetGivesTheSameHouses() {
    #expect(HouseNumbering.houses(ofStreet: street, rank: 1) == HouseNumbering.houses(ofStreet: street, rank: 1))
    #expect(HouseNumbering.houses(ofStreet: street, rank: 1) != HouseNumbering.houses(ofStreet: UUID(), rank: 1))
  }

  @Test func housesStartAtOneInNaturalOrderWithoutRepeats() {
    for rank in [0, 50] {
      let houses = HouseNumbering.houses(ofStreet: street, rank: rank)
      #expect(houses.first == HouseNumber(number: 1))
      #expect(houses == houses.sorted(by: HouseNumber.precedes))
      #expect(Set(houses).count == houses.count)
    }
  }

  @Test func centralStreetsAreLonger() {
    let ids = (0..<30).map { _ in UUID() }
    let central = ids.map { HouseNumbering.houses(ofStreet: $0, rank: 0).last?.number ?? 0 }
    let outer = ids.map { HouseNumbering.houses(ofStreet: $0, rank: 40).last?.number ?? 0 }
    #expect(central.allSatisfy { $0 >= 55 })
    #expect(outer.allSatisfy { $0 <= 90 })
  }

  @Test func streetsHaveCornerLetteredAndKorpusHouses() {
    let houses = (0..<20).flatMap { _ in HouseNumbering.houses(ofStreet: UUID(), rank: 0) }
    #expect(houses.contains { $0.fraction != nil })
    #expect(houses.contains { $0.letter != nil })
    #expect(houses.contains { $0.building != nil })
    #expect(houses.contains { $0.structure != nil })
  }

  @Test func flatCountIsFixedPerHouseAndPlausible() {
    let house = HouseNumber(number: 47)
    #expect(
      HouseNumbering.flatCount(street: street, house: house) == HouseNumbering.flatCount(street: street, house: house))
    #expect((8...280).contains(HouseNumbering.flatCount(street: street, house: house)))
  }
}
