import Foundation
import Testing

@testable import MeowlsServer

@Suite struct StreetTests {
  private let cityID = UUID(uuidString: "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456")!

  @Test func typeFirst() throws {
    let street = try #require(Street(line: "пр-кт Карла Маркса", cityID: cityID, rank: 1))
    #expect(street.type == .prospect)
    #expect(street.nameWords == [Array("карла".utf16), Array("маркса".utf16)])
    #expect(street.text == "пр-кт Карла Маркса")
  }

  @Test func typeLast() throws {
    let street = try #require(Street(line: "Красный пр-кт", cityID: cityID, rank: 0))
    #expect(street.type == .prospect)
    #expect(street.nameWords == [Array("красный".utf16)])
  }

  @Test func typeInsideTheName() throws {
    let street = try #require(Street(line: "Большой пр-кт В.О.", cityID: cityID, rank: 0))
    #expect(street.type == .prospect)
    #expect(street.nameWords == ["большой", "в", "о"].map { Array($0.utf16) })
  }

  @Test func typeWordInsideTheNameStaysAName() throws {
    let street = try #require(Street(line: "ул Набережная", cityID: cityID, rank: 0))
    #expect(street.type == .street)
    #expect(street.nameWords == [Array("набережная".utf16)])
  }

  @Test func lineWithoutAKnownTypeIsRejected() {
    #expect(Street(line: "улица Ленина", cityID: cityID, rank: 0) == nil)
    #expect(Street(line: "ул", cityID: cityID, rank: 0) == nil)
  }

  @Test func idIsDerivedFromCityAndLine() throws {
    let first = try #require(Street(line: "ул Ленина", cityID: cityID, rank: 0))
    let again = try #require(Street(line: "ул Ленина", cityID: cityID, rank: 7))
    let elsewhere = try #require(Street(line: "ул Ленина", cityID: UUID(), rank: 0))
    #expect(first.id == again.id)
    #expect(first.id != elsewhere.id)
  }
}
