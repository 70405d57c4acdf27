import Foundation
import Testing

#if canImport(DemoShop)
  import DemoShop
#else
  import MeowlsServer
#endif

@Suite struct DemoCatalogGeographyTests {
  let catalog = DemoCatalogFixture.catalog

  @Test func atLeastFifteenCitiesIncludingTheFixedFIASIds() throws {
    #expect(catalog.cities.count >= 15)
    let fixed = [
      "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456": "Новосибирск", "140E31DA-27BF-4519-9EA0-6185D681D44E": "Омск",
      "BB035CC3-1DC2-4627-9D25-A1BF2D4B936B": "Самара",
    ]
    for (id, name) in fixed {
      let city = catalog.cities.first { $0.id == UUID(uuidString: id) }
      #expect(city?.name == name)
    }
    #expect(Set(catalog.cities.map(\.id)).count == catalog.cities.count)
  }

  @Test func citiesHaveKnownTimeZonesAndRegions() {
    let regions = Set(catalog.regions.map(\.id))
    for city in catalog.cities {
      #expect(TimeZone(identifier: city.timeZone) != nil)
      #expect(regions.contains(city.regionID))
    }
    #expect(catalog.cities.first { $0.name == "Новосибирск" }?.timeZone == "Asia/Novosibirsk")
  }

  @Test func deliveryIntervalsAreTheThreeWindows() {
    #expect(catalog.deliveryIntervals.map { "\($0.from)-\($0.to)" } == ["10:00-14:00", "14:00-18:00", "18:00-23:00"])
  }

  @Test func oneWarehouseAndShopsInTheLargerCities() {
    #expect(catalog.locations.filter { $0.kind == .warehouse }.count == 1)
    let shopCities = Set(catalog.shops.map(\.cityID))
    for name in ["Москва", "Санкт-Петербург", "Новосибирск", "Екатеринбург", "Казань", "Омск", "Самара"] {
      let city = catalog.cities.first { $0.name == name }
      #expect(city.map { shopCities.contains($0.id) } == true, "\(name)")
    }
    #expect(catalog.shops.contains { $0.name == "MEOWLS на Красном проспекте" })
  }

  @Test func everyLocationIsOpenEveryWeekday() {
    for location in catalog.locations {
      #expect(location.openingHours.map(\.weekday) == Array(1...7))
      #expect(location.openingHours.allSatisfy { $0.opens < $0.closes })
    }
  }
}
