import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport

extension HostileWorld {
  /// The places' routes: a city of their own with a shop and its register, and an empty city, made first (their ids
  /// are in the routes), so that closing and hiding leave the shop floor the other seeds use alone.
  func placesSeeds() throws -> [APIRoute.Admin] {
    let environment = AppEnvironment.test(clock: .constant(server.clock.now), random: 74)
    let database = server.application.database
    let cities = CityAdmin(database: database, clock: environment.clock, random: environment.random)
    let shops = ShopAdmin(database: database, clock: environment.clock, random: environment.random)
    let cityDraft = CityDraft(
      latitude: 54.7, longitude: 83.1, name: "Бердск", region: "Новосибирская область", timeZone: "Asia/Novosibirsk")
    let city = try cities.create(cityDraft, by: .console)
    let empty = try cities.create(
      CityDraft(name: "Искитим", region: "Новосибирская область", timeZone: "Asia/Novosibirsk"), by: .console)
    let hours = [OpeningHoursDraft(closes: "21:00", opens: "09:00", weekday: "monday")]
    let draft = ShopDraft(
      address: "ул Ленина, д 1", cityID: city.id, code: "hostile-shop", latitude: 54.76, longitude: 83.1,
      name: "MEOWLS в Бердске", openingHours: hours, phone: "+7 383 000-00-01")
    let shop = try shops.create(draft, by: .console)
    let register = try shops.addRegister(to: shop.id, RegisterDraft(name: "Касса 1"), by: .console)
    var other = draft
    other.code = "hostile-other"
    other.pickup = false
    var edited = draft
    edited.position = 7
    return [
      .places(.cities),
      .places(.shops),
      .places(.shop(.valid(shop.id))),
      .places(.createCity(CityDraft(name: "Обь", region: "Новосибирская область", timeZone: "Asia/Novosibirsk"))),
      .places(.editCity(.valid(city.id), cityDraft)),
      .places(.hideCity(.valid(empty.id))),
      .places(.showCity(.valid(empty.id))),
      .places(.createShop(other)),
      .places(.editShop(.valid(shop.id), edited)),
      .places(.closeShop(.valid(shop.id))),
      .places(.reopenShop(.valid(shop.id))),
      .places(.registers(.valid(shop.id))),
      .places(.addRegister(.valid(shop.id), RegisterDraft(name: "Касса у входа"))),
      .places(.retireRegister(.valid(shop.id), .valid(register.id))),
    ]
  }
}
