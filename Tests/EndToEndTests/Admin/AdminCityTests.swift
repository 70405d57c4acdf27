import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// `/admin/cities...`: cities created, edited, hidden and shown, audited, and seen by `GET /cities` at once.
@Suite struct AdminCityTests {
  @Test func anAdminAddsACityThatTheStoreListsAtOnce() throws {
    let shop = try AdminFixture()
    let revision = try shop.structureRevision()
    let city: AdminCity = try shop.call(.places(.createCity(AdminFixture.berdsk)))
    #expect(
      city
        == AdminCity(
          id: city.id, location: Location(latitude: 54.758, longitude: 83.107), name: "Бердск", position: city.position,
          region: "Новосибирская область", timeZone: "Asia/Novosibirsk"))
    #expect(try shop.storeCities().last == City(id: city.id, location: city.location, name: "Бердск"))
    #expect(try shop.structureRevision() > revision)
    let rows = try shop.auditRows("city")
    #expect(rows.count == 1 && rows[0].hasPrefix("city.create|-|") && rows[0].contains("\"name\":\"Бердск\""))
  }

  @Test func aCityTakesTheIdGivenItsFIASGUID() throws {
    let shop = try AdminFixture()
    var draft = AdminFixture.berdsk
    draft.id = City.ID(UUID(uuidString: "6C9F7A76-4E0B-4A4C-9E0E-5C1D7E2B8A11")!)
    let city: AdminCity = try shop.call(.places(.createCity(draft)))
    #expect(city.id == draft.id)
  }

  @Test func anEditRenamesMovesAndChangesTheZoneAndRegion() throws {
    let shop = try AdminFixture()
    let city: AdminCity = try shop.call(.places(.createCity(AdminFixture.berdsk)))
    let draft = CityDraft(
      latitude: 54.76, longitude: 83.1, name: "Бердск-на-Оби", position: 0, region: "Сибирь", timeZone: "Asia/Omsk")
    let edited: AdminCity = try shop.call(.places(.editCity(.valid(city.id), draft)))
    #expect(
      edited
        == AdminCity(
          id: city.id, location: Location(latitude: 54.76, longitude: 83.1), name: "Бердск-на-Оби", position: 0,
          region: "Сибирь", timeZone: "Asia/Omsk"))
    #expect(try shop.storeCities().first?.name == "Бердск-на-Оби")
    let rows = try shop.auditRows("city")
    #expect(
      rows.count == 2 && rows[1].hasPrefix("city.edit|") && rows[1].contains("\"time_zone\":\"Asia/Novosibirsk\""))
  }

  @Test func aHiddenCityLeavesTheStoreUntilShown() throws {
    let shop = try AdminFixture()
    let city: AdminCity = try shop.call(.places(.createCity(AdminFixture.berdsk)))
    let hidden: AdminCity = try shop.call(.places(.hideCity(.valid(city.id))))
    #expect(hidden.hidden)
    #expect(try !shop.storeCities().contains { $0.id == city.id })
    let revision = try shop.structureRevision()
    #expect(try shop.call(.places(.hideCity(.valid(city.id))), as: AdminCity.self) == hidden)
    #expect(try shop.structureRevision() == revision, "hiding a hidden city drops no cached page")
    let shown: AdminCity = try shop.call(.places(.showCity(.valid(city.id))))
    #expect(shown == city)
    #expect(try shop.storeCities().contains { $0.id == city.id })
    let actions = try shop.server.rows("SELECT action FROM admin_audit_log WHERE subject_type = 'city' ORDER BY id")
    #expect(actions == ["city.create", "city.hide", "city.show"], "the second hide changed nothing")
  }

  @Test func aCityWithOpenShopsIsNotHidden() throws {
    let shop = try AdminFixture()
    let city = try shop.firstCity()
    let response = try shop.send(.admin(.places(.hideCity(.valid(city.id)))), token: shop.admin)
    #expect(response.status == 409 && response.code == "cityHasOpenShops")
    #expect(try shop.storeCities().contains { $0.id == city.id })
  }

  @Test func badCityInputIsNamedAndWritesNothing() throws {
    let shop = try AdminFixture()
    let taken = try shop.firstCity().name
    let cases: [(CityDraft, Int, String, String)] = [
      (CityDraft(name: "Бердск", region: "НСО", timeZone: "Asia/Nowhere"), 400, "invalidTimeZone", "time_zone"),
      (CityDraft(name: "Бердск", region: "НСО", timeZone: "MSK+4"), 400, "invalidTimeZone", "time_zone"),
      (
        CityDraft(latitude: 91, longitude: 83, name: "Бердск", region: "НСО", timeZone: "Asia/Omsk"), 400,
        "invalidLocation", "latitude"
      ),
      (
        CityDraft(latitude: 54, longitude: -181, name: "Бердск", region: "НСО", timeZone: "Asia/Omsk"), 400,
        "invalidLocation", "longitude"
      ),
      (
        CityDraft(latitude: 54, name: "Бердск", region: "НСО", timeZone: "Asia/Omsk"), 400, "invalidLocation",
        "longitude"
      ),
      (CityDraft(name: " ", region: "НСО", timeZone: "Asia/Omsk"), 400, "validationError", "name"),
      (
        CityDraft(name: "Бердск", position: -1, region: "НСО", timeZone: "Asia/Omsk"), 400, "validationError",
        "position"
      ),
      (CityDraft(name: taken, region: "НСО", timeZone: "Asia/Omsk"), 409, "cityNameTaken", "name"),
    ]
    for (draft, status, code, field) in cases {
      try shop.expectRefused(.createCity(draft), status: status, code: code, field: field)
    }
    let unknown = try shop.send(
      .admin(.places(.editCity(.valid(City.ID(UUID())), AdminFixture.berdsk))), token: shop.admin)
    #expect(unknown.status == 404 && unknown.code == "cityNotFound")
    let malformed = try shop.send(.admin(.places(.hideCity(.invalid("berdsk")))), token: shop.admin)
    #expect(malformed.status == 404 && malformed.code == "cityNotFound")
    #expect(try shop.server.rows("SELECT COUNT(*) FROM admin_audit_log") == ["0"])
    #expect(try shop.server.rows("SELECT COUNT(*) FROM cities WHERE name = 'Бердск'") == ["0"])
  }

  @Test func aManagerReadsTheCitiesAndChangesNone() throws {
    let shop = try AdminFixture()
    let cities: [AdminCity] = try shop.call(.places(.cities), token: shop.pos.manager)
    #expect(cities == (try shop.call(.places(.cities))))
    let refused = try shop.send(.admin(.places(.createCity(AdminFixture.berdsk))), token: shop.pos.manager)
    #expect(refused.status == 403 && refused.code == "forbidden")
  }
}
