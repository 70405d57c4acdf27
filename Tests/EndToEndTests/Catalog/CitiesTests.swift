import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@Suite struct CitiesTests {
  func names(_ query: CitiesQuery) throws -> [String] {
    try TestServer.sharedDemo.get(api(.geography(.cities(query))), as: [City].self).map(\.name)
  }

  @Test func citiesComeInTheirStableOrderWithFIASIds() throws {
    let cities = try TestServer.sharedDemo.get(api(.geography(.cities(CitiesQuery()))), as: [City].self)
    #expect(
      Array(cities.prefix(3))
        == [
          City(
            id: City.ID(uuidString: "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456")!,
            location: Location(latitude: 55.028141, longitude: 82.921117), name: "Новосибирск"),
          City(
            id: City.ID(uuidString: "140E31DA-27BF-4519-9EA0-6185D681D44E")!,
            location: Location(latitude: 54.984912, longitude: 73.367525), name: "Омск"),
          City(
            id: City.ID(uuidString: "BB035CC3-1DC2-4627-9D25-A1BF2D4B936B")!,
            location: Location(latitude: 53.195096, longitude: 50.106868), name: "Самара"),
        ])
    #expect(cities.count == 20)
  }

  @Test func coordinatesSortCitiesNearestFirst() throws {
    let near = try names(CitiesQuery(location: Location(latitude: 55.75, longitude: 37.62)))
    #expect(Array(near.prefix(4)) == ["Москва", "Нижний Новгород", "Воронеж", "Санкт-Петербург"])
    #expect(near.last == "Красноярск")
  }

  @Test func coordinatesOutOfRangeKeepTheStableOrder() throws {
    let stable = try names(CitiesQuery())
    #expect(
      try TestServer.sharedDemo.get("/api/v1/cities?latitude=95&longitude=37", as: [City].self).map(\.name) == stable)
    #expect(try TestServer.sharedDemo.get("/api/v1/cities?latitude=55.7", as: [City].self).map(\.name) == stable)
  }
}
