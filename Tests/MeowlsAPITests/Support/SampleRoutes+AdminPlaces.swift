import Foundation

@testable import MeowlsAPI

extension Samples {
  /// A city draft with every optional field.
  static let cityDraft = CityDraft(
    id: id(0x44), latitude: 55.0415, longitude: 82.9346, name: "Новосибирск", position: 1,
    region: "Новосибирская область", timeZone: "Asia/Novosibirsk")

  /// A shop draft with every optional field.
  static let shopDraft = ShopDraft(
    address: "ул Ленина, д 1", cityID: id(0x44), code: "nsk-lenina", kind: .shop, latitude: 55.0302,
    longitude: 82.9204, name: "MEOWLS на Ленина",
    openingHours: [OpeningHoursDraft(closes: "21:00", opens: "09:00", weekday: "monday")], phone: "+7 383 000-00-01",
    pickup: true, position: 3)

  static let adminShop = AdminShop(
    address: "ул Ленина, д 1", cityID: id(0x44), code: "nsk-lenina", id: id(0x30), kind: .shop,
    location: Location(latitude: 55.0302, longitude: 82.9204), name: "MEOWLS на Ленина",
    openingHours: [
      OpeningHours(closes: TimeOfDay(hour: 21, minute: 0)!, opens: TimeOfDay(hour: 9, minute: 0)!, weekday: .monday)
    ], phone: "+7 383 000-00-01", pickup: true, position: 3)

  /// At least one route per case of `APIRoute.Admin.Places`.
  static let adminPlacesRoutes: [APIRoute] = [
    .admin(.places(.addRegister(.valid(id(0x30)), RegisterDraft(name: "Касса у входа")))),
    .admin(.places(.addRegister(.valid(id(0x30)), RegisterDraft()))),
    .admin(.places(.cities)),
    .admin(.places(.closeShop(.valid(id(0x30))))),
    .admin(.places(.createCity(cityDraft))),
    .admin(
      .places(.createCity(CityDraft(name: "Бердск", region: "Новосибирская область", timeZone: "Asia/Novosibirsk")))),
    .admin(.places(.createShop(shopDraft))),
    .admin(.places(.editCity(.valid(id(0x44)), cityDraft))),
    .admin(.places(.editShop(.valid(id(0x30)), shopDraft))),
    .admin(.places(.editShop(.invalid("nsk-lenina"), shopDraft))),
    .admin(.places(.hideCity(.valid(id(0x44))))),
    .admin(.places(.registers(.valid(id(0x30))))),
    .admin(.places(.reopenShop(.valid(id(0x30))))),
    .admin(.places(.retireRegister(.valid(id(0x30)), .valid(id(0x31))))),
    .admin(.places(.shop(.valid(id(0x30))))),
    .admin(.places(.shops)),
    .admin(.places(.showCity(.valid(id(0x44))))),
  ]
}

/// The response model of each places route.
func reencodeAdminPlacesResponse(of route: APIRoute.Admin.Places, _ body: Data) throws -> Data {
  func roundTrip<T: Codable>(_ type: T.Type) throws -> Data {
    try compactEncoder().encode(try JSONDecoder.meowls.decode(T.self, from: body))
  }
  switch route {
  case .addRegister, .retireRegister: return try roundTrip(AdminRegister.self)
  case .cities: return try roundTrip([AdminCity].self)
  case .createCity, .editCity, .hideCity, .showCity: return try roundTrip(AdminCity.self)
  case .closeShop, .createShop, .editShop, .reopenShop, .shop: return try roundTrip(AdminShop.self)
  case .registers: return try roundTrip([AdminRegister].self)
  case .shops: return try roundTrip([AdminShop].self)
  }
}

extension PinnedSample {
  /// The places' wire values and their fixtures (`Fixtures/Admin/`).
  static let adminPlacesSamples: [PinnedSample] = [
    PinnedSample(Samples.cityDraft, "Admin/CityDraft.json"),
    PinnedSample(
      [
        AdminCity(
          id: id(0x44), location: Location(latitude: 55.0415, longitude: 82.9346), name: "Новосибирск", openShops: 2,
          position: 1, region: "Новосибирская область", timeZone: "Asia/Novosibirsk")
      ], "Admin/AdminCityList.json"),
    PinnedSample(Samples.shopDraft, "Admin/ShopDraft.json"),
    PinnedSample([Samples.adminShop], "Admin/AdminShopList.json"),
    PinnedSample(RegisterDraft(name: "Касса у входа"), "Admin/RegisterDraft.json"),
    PinnedSample(
      [AdminRegister(id: id(0x31), name: "Касса 1", number: 1, retired: true, shopID: id(0x30))],
      "Admin/AdminRegisterList.json"),
  ]
}
