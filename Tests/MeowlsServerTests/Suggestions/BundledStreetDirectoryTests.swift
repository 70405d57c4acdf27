import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct BundledStreetDirectoryTests {
  private let directory = SuggestionsFixture.streets

  @Test func everySeededCityHasItsStreetsUnderItsFIASId() {
    for seeded in DemoCatalogFixture.catalog.cities {
      // NB: not #require, whose failure would print the whole directory.
      guard let city = directory.city(id: seeded.id) else {
        Issue.record("no streets for \(seeded.name)")
        continue
      }
      #expect(city.name == seeded.name)
      #expect(city.streets.count >= 30, "\(seeded.name) has \(city.streets.count) streets")
    }
    #expect(directory.cities.count == DemoCatalogFixture.catalog.cities.count)
  }

  @Test func streetIdsAreUniqueAndFindTheirStreet() {
    let streets = directory.cities.flatMap { city in city.streets.map { (city, $0) } }
    #expect(Set(streets.map(\.1.id)).count == streets.count)
    for (city, street) in streets {
      #expect(directory.street(id: street.id)?.street == street)
      #expect(directory.street(id: street.id)?.city.id == city.id)
    }
  }

  @Test func everyStreetFindsItselfByItsOwnName() {
    for city in directory.cities {
      for street in city.streets {
        #expect(city.resolve(StreetQuery(street.text))?.text == street.text, "\(city.name): \(street.text)")
      }
    }
  }

  @Test func theContractsExamplesAreThere() {
    let novosibirsk = UUID(uuidString: "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456")
    let texts = directory.streets(matching: "Кра", cityID: novosibirsk, limit: 20).map(\.text)
    for text in [
      "г Новосибирск, Краснояровское шоссе", "г Новосибирск, Красный пр-кт", "г Новосибирск, ул Красный Факел",
      "г Новосибирск, ул Красина",
    ] {
      #expect(texts.contains(text))
    }
  }

  @Test func atMostTwenty() {
    #expect(directory.streets(matching: "ул", cityID: nil, limit: 20).count == 20)
  }

  @Test func sameQueryGivesTheSameOrder() {
    let first = directory.streets(matching: "ул с", cityID: nil, limit: 20).map(\.street.id)
    let again = directory.streets(matching: "Ул С", cityID: nil, limit: 20).map(\.street.id)
    #expect(first == again && first.count == 20)
  }
}
