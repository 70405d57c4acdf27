import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// The shops, registers and cities in the back office: the shop and city forms checked before sending, the API's
/// refusals put under the fields they name, a close, a register and the endpoints each sends.
@Suite struct AdminPlacesScreensTests {
  typealias F = AdminFixtures

  static let city = City.ID(F.uuid(801))
  static let shopID = Shop.ID(F.uuid(802))

  static func shop(closed: Bool = false) -> AdminShop {
    AdminShop(
      address: "ул Ленина, д 1", cityID: city, closed: closed, code: "nsk-lenina", id: shopID, kind: .shop,
      location: Location(latitude: 55.03, longitude: 82.92), name: "MEOWLS на Ленина",
      openingHours: [
        OpeningHours(
          closes: TimeOfDay(hour: 21, minute: 0)!, opens: TimeOfDay(hour: 9, minute: 0)!,
          weekday: .monday)
      ], pickup: true, position: 1)
  }

  static func refusal(_ code: ErrorCode, field: String) -> APIError {
    .server(status: 400, ErrorResponse(code: code, failures: [ErrorFailure(field: field)], reason: "no"))
  }

  private func shopPage(_ form: AdminShopForm) -> AdminShopScreen.State {
    var state = AdminShopScreen.State()
    _ = AdminShopScreen.reduce(&state, .formChanged(form))
    return state
  }

  @Test func aCoordinateThatIsNoNumberIsKeptUnsent() {
    var state = shopPage(AdminShopForm(shop: Self.shop()))
    state.form.latitude = "север"
    #expect(AdminShopScreen.reduce(&state, .saveTapped) == [])
    #expect(state.problems == [.latitude])
  }

  @Test func theOpenDaysAreSentMondayFirstWithACommaAsADecimalPoint() {
    var form = AdminShopForm(shop: Self.shop())
    form.longitude = "82,5"
    form.hours[.sunday] = .init(opens: "10:00", closes: "18:00")
    let draft = form.draft
    #expect(draft?.openingHours.map(\.weekday) == ["monday", "sunday"] && draft?.longitude == 82.5)
  }

  @Test func aRefusedRowOfTheHoursIsPutUnderItsWeekday() {
    var form = AdminShopForm(shop: Self.shop())
    form.hours[.friday] = .init(opens: "20:00", closes: "08:00")
    var state = shopPage(form)
    #expect(AdminShopScreen.reduce(&state, .saveTapped).count == 1)
    _ = AdminShopScreen.reduce(
      &state, .saveResponse(.failure(Self.refusal(.invalidOpeningHours, field: "opening_hours[1].closes"))))
    #expect(state.refusedField == .hours(.friday))
  }

  @Test func anEditSendsTheShopsPlaceAndAnEmptyOneIsLeftToTheAPI() {
    var form = AdminShopForm(shop: Self.shop())
    #expect(form.position == "1" && form.draft?.position == 1)
    form.position = " 7 "
    #expect(form.draft?.position == 7)
    form.position = ""
    #expect(form.draft?.position == nil && AdminShopForm().position.isEmpty)
  }

  @Test func aPlaceThatIsNoWholeNumberIsKeptUnsent() {
    var state = shopPage(AdminShopForm(shop: Self.shop()))
    state.form.position = "2.5"
    #expect(AdminShopScreen.reduce(&state, .saveTapped) == [])
    #expect(state.problems == [.position] && state.submission == .idle)
  }

  @Test func aCoordinateOutOfRangeIsPutUnderItsFieldInWordsThatNameTheRange() throws {
    var form = AdminShopForm(shop: Self.shop())
    form.latitude = "95"
    var state = shopPage(form)
    let sent = try #require(form.draft)
    #expect(AdminShopScreen.reduce(&state, .saveTapped) == [.save(nil, sent)])
    let error = Self.refusal(.invalidLocation, field: "latitude")
    #expect(AdminShopScreen.reduce(&state, .saveResponse(.failure(error))) == [])
    var expected = AdminShopScreen.State()
    (expected.form, expected.sent, expected.submission) = (form, sent, .failed(error))
    #expect(state == expected)
    #expect(state.refusedField == .latitude && state.refusalMessage == .shopLatitudeRange)
    #expect(
      AdminShopForm.message(of: Self.refusal(.invalidLocation, field: "longitude"), at: .longitude)
        == .shopLongitudeRange)
    #expect(AdminShopForm.message(of: Self.refusal(.validationError, field: "latitude"), at: .latitude) == nil)
  }

  @Test func aPlaceTheAPIRefusesIsPutUnderItsField() {
    #expect(AdminShopForm.field(of: Self.refusal(.validationError, field: "position"), sent: nil) == .position)
  }

  @Test func aTakenCodeIsPutUnderTheCodeField() {
    let error = Self.refusal(.shopCodeTaken, field: "code")
    #expect(AdminShopForm.field(of: error, sent: nil) == .code)
  }

  @Test func aClosedShopIsNotClosedAgain() {
    var state = AdminShopsScreen.State()
    _ = AdminShopsScreen.reduce(&state, .listResponse(.success([Self.shop(closed: true)])))
    #expect(AdminShopsScreen.reduce(&state, .closeTapped(Self.shopID, true)) == [])
    #expect(AdminShopsScreen.reduce(&state, .closeTapped(Self.shopID, false)) == [.setClosed(Self.shopID, false)])
  }

  @Test func anAddedRegisterJoinsTheList() {
    var state = AdminShopScreen.State(shopID: Self.shopID)
    #expect(
      AdminShopScreen.reduce(&state, .addRegisterTapped(" ")) == [.addRegister(Self.shopID, RegisterDraft(name: nil))])
    let register = AdminRegister(id: Register.ID(F.uuid(803)), name: "Касса 1", number: 1, shopID: Self.shopID)
    _ = AdminShopScreen.reduce(&state, .registerResponse(.success(register)))
    #expect(state.registers == [register] && state.submission == .done)
  }

  @Test func aCityWithOneCoordinateIsSentForTheAPIToJudge() {
    let form = AdminCityForm(
      latitude: "55", name: "Бердск", region: "Новосибирская область", timeZone: "Asia/Novosibirsk")
    #expect(form.draft?.latitude == 55 && form.draft?.longitude == nil)
    #expect(AdminCityForm.field(of: Self.refusal(.invalidTimeZone, field: "time_zone")) == .timeZone)
  }

  @Test func theEndpointsNameTheirRoutes() {
    #expect(Endpoint.setShopClosed(Self.shopID, true).route == .admin(.places(.closeShop(.valid(Self.shopID)))))
    #expect(Endpoint.setCityHidden(Self.city, false).route == .admin(.places(.showCity(.valid(Self.city)))))
    #expect(Endpoint.saveShop(nil, Self.shop().draftForTest).route.request.path == "/api/v1/admin/shops")
  }
}

extension AdminShop {
  fileprivate var draftForTest: ShopDraft {
    ShopDraft(address: address, cityID: cityID, code: code, latitude: 1, longitude: 2, name: name)
  }
}
