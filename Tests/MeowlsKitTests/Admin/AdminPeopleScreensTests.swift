import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// The promo codes and the staff in the back office: their lists searched and paged here, a code's and a member's
/// forms checked before sending, the API's refusals put under their fields, and the endpoints each sends.
@Suite struct AdminPeopleScreensTests {
  typealias F = AdminFixtures
  typealias P = POSFixtures

  static func promo(_ code: String, state: String = "active", benefit: String = "10%") -> AdminPromoCode {
    AdminPromoCode(
      benefit: benefit, code: code, coverage: "everything", oncePerUser: false, redemptions: 0, state: state)
  }

  static func member(_ n: Int, role: StaffRole = .cashier, disabled: Bool? = nil, shop: Shop? = P.shop) -> StaffMember {
    StaffMember(
      disabled: disabled, hasPIN: true, id: User.ID(F.uuid(700 + n)), name: "Вера \(n)", phone: "7999555\(1000 + n)",
      role: role, shop: shop)
  }

  static func location(_ n: Int, _ name: String, kind: StockLocationKind = .shop, closed: Bool = false) -> AdminShop {
    AdminShop(
      address: "ул Ленина, д \(n)", cityID: P.shop.cityID, closed: closed, code: "s\(n)", id: Shop.ID(F.uuid(750 + n)),
      kind: kind, location: Location(latitude: 55, longitude: 83), name: name, pickup: kind == .shop, position: n)
  }

  private func promoList(_ codes: [AdminPromoCode], search: AdminPromoCodesScreen.Search = .init(), page: Int = 1)
    -> AdminPromoCodesScreen.State
  {
    var state = AdminPromoCodesScreen.State(search: search, page: page)
    _ = AdminPromoCodesScreen.reduce(&state, .listResponse(.success(codes)))
    return state
  }

  private func memberPage(_ members: [StaffMember], id: User.ID?) -> AdminStaffMemberScreen.State {
    var state = AdminStaffMemberScreen.State(memberID: id)
    _ = AdminStaffMemberScreen.reduce(&state, .listResponse(.success(members)))
    return state
  }

  // MARK: promo codes

  @Test func thePromoListShowsOnlyTheStateAsked() {
    let state = promoList([Self.promo("A"), Self.promo("B", state: "disabled")], search: .init(state: "disabled"))
    #expect(state.list.rows.map(\.code) == ["B"])
  }

  @Test func thePromoListFindsACodeInAnyLetterCase() {
    let state = promoList([Self.promo("MEOW10"), Self.promo("FIRST")], search: .init(text: " meow "))
    #expect(state.list.rows.map(\.code) == ["MEOW10"])
  }

  @Test func aPageBeyondTheLastShowsTheLast() {
    let state = promoList((1...31).map { Self.promo("C\($0)") }, page: 9)
    #expect(state.list.page == 2 && state.list.pageCount == 2 && state.list.rows.map(\.code) == ["C31"])
  }

  @Test func aDisabledCodeIsReadAgain() {
    var state = promoList([Self.promo("MEOW10")])
    #expect(AdminPromoCodesScreen.reduce(&state, .enableTapped("MEOW10", false)) == [.setEnabled("MEOW10", false)])
    let answer = Self.promo("MEOW10", state: "disabled")
    #expect(AdminPromoCodesScreen.reduce(&state, .changeResponse(.success(answer))) == [.load])
  }

  @Test func aSecondTapWhileOneIsOnItsWaySendsNothing() {
    var state = promoList([Self.promo("MEOW10")])
    _ = AdminPromoCodesScreen.reduce(&state, .enableTapped("MEOW10", false))
    #expect(AdminPromoCodesScreen.reduce(&state, .enableTapped("MEOW10", false)).isEmpty)
  }

  @Test func aNewCodeIsSentWithItsTermsAndWhatItCovers() {
    var state = AdminPromoCodeScreen.State()
    let form = AdminPromoCodeForm(
      code: " SPRING ", kind: .amount, minimumTotal: "1499,90", products: "90001, 90002", validUntil: "2027-03-31",
      value: "300")
    _ = AdminPromoCodeScreen.reduce(&state, .formChanged(form))
    let terms = PromoCodeTerms(
      amount: Money(rubles: 300), minimumTotal: Money(rubles: 1499, kopecks: 90), oncePerUser: false,
      validUntil: CalendarDate(year: 2027, month: 3, day: 31))
    #expect(
      AdminPromoCodeScreen.reduce(&state, .saveTapped) == [
        .create(PromoCodeCreation(code: "SPRING", terms: terms, products: ["90001", "90002"]))
      ])
  }

  @Test func aPercentAbove100IsRefusedBeforeItIsSent() {
    var state = AdminPromoCodeScreen.State()
    _ = AdminPromoCodeScreen.reduce(&state, .formChanged(AdminPromoCodeForm(code: "X", value: "150")))
    #expect(AdminPromoCodeScreen.reduce(&state, .saveTapped).isEmpty && state.problems == [.value])
  }

  @Test func aLastDayBeforeTheFirstIsRefusedBeforeItIsSent() {
    let form = AdminPromoCodeForm(code: "X", validFrom: "2027-02-01", validUntil: "2027-01-31", value: "5")
    #expect(form.problems(creating: true) == [.validUntil])
  }

  @Test func aCodeWithASpaceIsRefusedBeforeItIsSent() {
    #expect(AdminPromoCodeForm(code: "MY CODE", value: "5").problems(creating: true) == [.code])
  }

  @Test func productsAndCategoriesTogetherAreRefused() {
    let form = AdminPromoCodeForm(categories: "koshki", code: "X", products: "90001", value: "5")
    #expect(form.problems(creating: true) == [.coverage])
  }

  @Test func anEditFindsItsCodeInAnyLetterCaseAndReadsItsTermsBack() {
    var state = AdminPromoCodeScreen.State(code: "welcome300")
    var stored = Self.promo("WELCOME300", benefit: "299.50 ₽")
    stored.minimumTotal = "1500 ₽"
    _ = AdminPromoCodeScreen.reduce(&state, .listResponse(.success([Self.promo("MEOW10"), stored])))
    #expect(state.form.kind == .amount && state.form.value == "299.50" && state.form.minimumTotal == "1500")
  }

  @Test func anEditSendsTheWholeTermsAgain() {
    var state = AdminPromoCodeScreen.State(code: "MEOW10")
    _ = AdminPromoCodeScreen.reduce(&state, .listResponse(.success([Self.promo("MEOW10")])))
    state.form.value = "15"
    #expect(
      AdminPromoCodeScreen.reduce(&state, .saveTapped) == [
        .edit("MEOW10", PromoCodeTerms(oncePerUser: false, percent: 15))
      ])
  }

  @Test func anUnknownCodeIsNotFound() {
    var state = AdminPromoCodeScreen.State(code: "NOPE")
    _ = AdminPromoCodeScreen.reduce(&state, .listResponse(.success([Self.promo("MEOW10")])))
    #expect(state.phase.error?.code == .promoCodeNotFound)
  }

  @Test func aTakenCodeIsPutUnderTheCodeField() {
    var state = AdminPromoCodeScreen.State()
    _ = AdminPromoCodeScreen.reduce(&state, .formChanged(AdminPromoCodeForm(code: "MEOW10", value: "5")))
    _ = AdminPromoCodeScreen.reduce(&state, .saveTapped)
    _ = AdminPromoCodeScreen.reduce(&state, .changeResponse(.failure(P.error(.promoCodeTaken, status: 409))))
    #expect(state.refusedField == .code)
  }

  @Test func theServersTermRefusalIsPutUnderThatTerm() {
    let refusal = P.error(.validationError, "minimum_total must not be negative")
    #expect(AdminPromoCodeForm.field(of: refusal) == .minimumTotal)
  }

  // MARK: staff

  @Test func theStaffListShowsOnlyTheRoleAsked() {
    var state = AdminStaffScreen.State(search: .init(role: .manager))
    _ = AdminStaffScreen.reduce(&state, .listResponse(.success([Self.member(1), Self.member(2, role: .manager)])))
    #expect(state.list.rows.map(\.id) == [Self.member(2).id])
  }

  @Test func theStaffListFindsAMemberByPhone() {
    var state = AdminStaffScreen.State(search: .init(text: "5551002"))
    _ = AdminStaffScreen.reduce(&state, .listResponse(.success([Self.member(1), Self.member(2)])))
    #expect(state.list.rows.map(\.id) == [Self.member(2).id])
  }

  @Test func theMembersPageReadsTheStaffAndTheShops() async {
    var state = AdminStaffMemberScreen.State(memberID: Self.member(1).id)
    #expect(AdminStaffMemberScreen.reduce(&state, .appeared) == [.load, .loadShops])
    let shops = [Self.location(1, "MEOWLS у вокзала")]
    let deps = AdminStaffMemberScreen.Dependencies(
      change: { _ in Self.member(1) }, list: { [Self.member(1)] }, shops: { shops })
    #expect(await AdminStaffMemberScreen.perform(.loadShops, with: deps) == .shopsResponse(.success(shops)))
    #expect(await AdminStaffMemberScreen.perform(.load, with: deps) == .listResponse(.success([Self.member(1)])))
  }

  @Test func theShopsToChooseAreTheOpenShopsByNameWithoutWarehouses() {
    var state = memberPage([Self.member(1)], id: nil)
    let (b, a) = (Self.location(2, "Б на Ленина"), Self.location(3, "а у вокзала"))
    let locations = [
      Self.location(1, "Склад", kind: .warehouse), b, a, Self.location(4, "В закрытом", closed: true),
    ]
    _ = AdminStaffMemberScreen.reduce(&state, .shopsResponse(.success(locations)))
    #expect(state.locations == locations)
    #expect(state.shops == [.init(id: a.id, name: "а у вокзала"), .init(id: b.id, name: "Б на Ленина")])
  }

  @Test func aMembersClosedShopStaysInTheirOwnChoicesMarkedClosed() {
    let closed = Self.location(4, "MEOWLS на Ленина", closed: true)
    let own = Shop(address: closed.address, cityID: closed.cityID, id: closed.id, name: closed.name)
    let open = Self.location(2, "Б на Ленина")
    var state = memberPage([Self.member(1, shop: own)], id: Self.member(1).id)
    _ = AdminStaffMemberScreen.reduce(&state, .shopsResponse(.success([closed, open])))
    #expect(state.shops == [.init(id: open.id, name: open.name), .init(closed: true, id: own.id, name: own.name)])
    var newMember = memberPage([Self.member(1, shop: own)], id: nil)
    _ = AdminStaffMemberScreen.reduce(&newMember, .shopsResponse(.success([closed, open])))
    #expect(newMember.shops == [.init(id: open.id, name: open.name)])
  }

  @Test func shopsThatCannotBeReadLeaveTheMemberTheirOwnShopAndThePage() {
    let member = Self.member(1)
    var state = memberPage([member], id: member.id)
    let before = state
    _ = AdminStaffMemberScreen.reduce(&state, .shopsResponse(.failure(P.error(.forbidden, status: 403))))
    #expect(state == before && state.phase == .loaded(member))
    #expect(state.shops == [.init(id: P.shop.id, name: P.shop.name)])
  }

  @Test func aNewMemberIsSentWithTheirPINAndShop() {
    var state = memberPage([Self.member(1)], id: nil)
    let form = AdminStaffForm(
      name: "Вера", password: "Meowls2024", phone: " 79995550101 ", pin: "4321", role: .cashier, shopID: P.shop.id)
    #expect(
      AdminStaffMemberScreen.reduce(&state, .addSubmitted(form)) == [
        .add(
          StaffDraft(
            name: "Вера", password: "Meowls2024", phone: "79995550101", pin: "4321", role: .cashier,
            shopID: P.shop.id))
      ])
  }

  @Test func aPINOfThreeDigitsIsRefusedBeforeItIsSent() {
    var state = memberPage([Self.member(1)], id: nil)
    let form = AdminStaffForm(password: "Meowls2024", phone: "79995550101", pin: "123")
    #expect(AdminStaffMemberScreen.reduce(&state, .addSubmitted(form)).isEmpty && state.problems == [.pin])
  }

  @Test func aTakenPhoneIsPutUnderThePhoneField() {
    var state = memberPage([Self.member(1)], id: nil)
    _ = AdminStaffMemberScreen.reduce(&state, .addSubmitted(AdminStaffForm(password: "p", phone: "79990000002")))
    _ = AdminStaffMemberScreen.reduce(&state, .changeResponse(.failure(P.error(.phoneAlreadyUsed))))
    #expect(state.refusedField == .phone)
  }

  @Test func anAddedMemberBecomesThePagesMember() {
    var state = memberPage([Self.member(1)], id: nil)
    _ = AdminStaffMemberScreen.reduce(&state, .addSubmitted(AdminStaffForm(password: "p", phone: "79995550101")))
    _ = AdminStaffMemberScreen.reduce(&state, .changeResponse(.success(Self.member(5))))
    #expect(state.memberID == Self.member(5).id && state.submission == .done)
  }

  @Test func onlyTheRoleThatChangedIsSent() {
    let member = Self.member(1)
    var state = memberPage([member], id: member.id)
    #expect(
      AdminStaffMemberScreen.reduce(&state, .placeSubmitted(.manager, P.shop.id)) == [
        .change(member.id, StaffChangeRequest(role: .manager))
      ])
  }

  @Test func anUnchangedRoleAndShopSendNothing() {
    let member = Self.member(1)
    var state = memberPage([member], id: member.id)
    #expect(AdminStaffMemberScreen.reduce(&state, .placeSubmitted(.cashier, P.shop.id)).isEmpty)
  }

  @Test func aNewPINIsSentAlone() {
    let member = Self.member(1)
    var state = memberPage([member], id: member.id)
    #expect(
      AdminStaffMemberScreen.reduce(&state, .pinSubmitted("98765")) == [
        .change(member.id, StaffChangeRequest(pin: "98765"))
      ])
  }

  @Test func anEmptyPasswordIsRefusedBeforeItIsSent() {
    let member = Self.member(1)
    var state = memberPage([member], id: member.id)
    #expect(AdminStaffMemberScreen.reduce(&state, .passwordSubmitted("")).isEmpty && state.problems == [.password])
  }

  @Test func aWorkingMemberIsDisabledButNotEnabled() {
    let member = Self.member(1)
    var state = memberPage([member], id: member.id)
    #expect(AdminStaffMemberScreen.reduce(&state, .enableTapped(true)).isEmpty)
    #expect(AdminStaffMemberScreen.reduce(&state, .enableTapped(false)) == [.setEnabled(member.id, false)])
  }

  @Test func aMemberNotInTheListIsNotFound() {
    let state = memberPage([Self.member(1)], id: User.ID(F.uuid(799)))
    #expect(state.phase.error?.code == .staffNotFound)
  }

  // MARK: endpoints

  @Test func disablingAndEnablingACodeAreTwoRoutes() {
    #expect(Endpoint.setPromoCodeEnabled("MEOW10", false).route == .admin(.promoCodes(.disable("MEOW10"))))
    #expect(Endpoint.setPromoCodeEnabled("MEOW10", true).route == .admin(.promoCodes(.enable("MEOW10"))))
  }

  @Test func aMembersChangeGoesToTheirAddress() {
    let id = Self.member(1).id
    #expect(
      Endpoint.changeStaff(id, StaffChangeRequest(pin: "1234")).route.request.path
        == "/api/v1/admin/staff/\(id.uuidString)")
    #expect(Endpoint.setStaffEnabled(id, false).route == .admin(.staff(.disable(.valid(id)))))
  }

  @Test func everyPromoAndStaffEndpointCarriesTheToken() {
    let authorizations: [EndpointAuthorization] = [
      Endpoint.adminPromoCodes.authorization, Endpoint.editPromoCode("A", PromoCodeTerms(percent: 5)).authorization,
      Endpoint.adminStaff.authorization,
      Endpoint.addStaff(StaffDraft(password: "p", phone: "7", role: .cashier)).authorization,
    ]
    #expect(authorizations.allSatisfy { $0 == .token })
  }
}
