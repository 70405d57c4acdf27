import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands

/// The back office's promo codes and staff at `/admin/promo-codes` and `/admin/staff` under `meowls serve`, over
/// HTTP as a browser without a script uses them: the forms with their tokens, post/redirect/get, the API's refusals
/// under their fields, and what a manager is shown.
@Suite(.serialized) struct WebAdminPeopleTests {
  typealias Desk = WebAdminTests.Desk

  /// The first shop a new member's form offers.
  static func shop(_ desk: Desk) async throws -> String {
    let form = try await desk.get("/admin/staff/new")
    let option = try #require(WebFrontTests.first("<option value=\"[0-9A-F-]{36}\"", in: form.text))
    return String(option.dropFirst(15).prefix(36))
  }

  static func addCashier(_ desk: Desk, phone: String) async throws -> RawHTTPResponse {
    try await desk.post(
      "/admin/staff/new",
      [
        ("do", "add"), ("phone", phone), ("name", "Вера"), ("role", "cashier"), ("shop", try await shop(desk)),
        ("password", DemoStaff.password), ("pin", "4321"),
      ])
  }

  @Test func thePromoCodesAreListedWithTheirState() async throws {
    let desk = try await WebAdminTests.signedIn()
    let page = try await desk.get("/admin/promo-codes")
    #expect(page.status == 200 && page.text.contains("MEOW10") && page.text.contains("истёк"))
  }

  @Test func aNewPromoCodeIsCreatedAndListed() async throws {
    let desk = try await WebAdminTests.signedIn()
    let created = try await desk.post(
      "/admin/promo-codes/new", [("do", "save"), ("code", "WEB5"), ("kind", "percent"), ("value", "5")])
    #expect(created.status == 303 && created.header("Location") == "/admin/promo-codes")
    let list = try await desk.get("/admin/promo-codes?query=web5")
    #expect(list.text.contains("/admin/promo-codes/WEB5") && list.text.contains("Сохранено."))
  }

  @Test func aPercentAbove100IsShownUnderItsField() async throws {
    let desk = try await WebAdminTests.signedIn()
    let refused = try await desk.post(
      "/admin/promo-codes/new", [("do", "save"), ("code", "WEB5"), ("kind", "percent"), ("value", "150")])
    #expect(refused.status == 422 && refused.text.contains("id=\"field-value-error\">Целый процент от 1 до 100"))
    #expect(refused.text.contains("value=\"150\""))
  }

  @Test func aTakenCodeIsShownUnderTheCodeField() async throws {
    let desk = try await WebAdminTests.signedIn()
    let refused = try await desk.post(
      "/admin/promo-codes/new", [("do", "save"), ("code", "meow10"), ("kind", "amount"), ("value", "100")])
    #expect(refused.status == 422 && refused.text.contains("id=\"field-code-error\""))
  }

  @Test func anEditedCodeKeepsItsNewTerms() async throws {
    let desk = try await WebAdminTests.signedIn()
    let saved = try await desk.post(
      "/admin/promo-codes/MEOW10",
      [("do", "save"), ("kind", "amount"), ("value", "250,50"), ("minimum_total", "2000")])
    #expect(saved.status == 303)
    let form = try await desk.get("/admin/promo-codes/meow10")
    #expect(form.text.contains("value=\"250.50\"") && form.text.contains("value=\"2000\""))
  }

  @Test func aPromoCodeIsDisabledThenEnabled() async throws {
    let desk = try await WebAdminTests.signedIn()
    let enable = "name=\"do\" value=\"enable\"><input type=\"hidden\" name=\"code\" value=\"MEOW10\""
    #expect(try await desk.post("/admin/promo-codes", [("do", "disable"), ("code", "MEOW10")]).status == 303)
    #expect(try await desk.get("/admin/promo-codes").text.contains(enable))
    #expect(try await desk.post("/admin/promo-codes", [("do", "enable"), ("code", "MEOW10")]).status == 303)
    #expect(!(try await desk.get("/admin/promo-codes").text.contains(enable)))
  }

  @Test func aDisableWithoutItsTokenChangesNothing() async throws {
    let desk = try await WebAdminTests.signedIn()
    let refused = try await desk.post("/admin/promo-codes", [("do", "disable"), ("code", "MEOW10")], token: "forged")
    #expect(refused.status == 303)
    #expect(!(try await desk.get("/admin/promo-codes?state=disabled").text.contains("MEOW10")))
  }

  @Test func theStaffAreListedWithTheirRoleAndShop() async throws {
    let desk = try await WebAdminTests.signedIn()
    let page = try await desk.get("/admin/staff?role=cashier")
    #expect(page.status == 200 && page.text.contains(WebPOSTests.cashier.phone) && page.text.contains("кассир"))
    #expect(page.text.contains("MEOWLS на Красном проспекте") && !page.text.contains("менеджер</td>"))
  }

  @Test func aCashierIsAddedThenDisabled() async throws {
    let desk = try await WebAdminTests.signedIn()
    let added = try await Self.addCashier(desk, phone: "79995550101")
    let location = try #require(added.header("Location"))
    #expect(added.status == 303 && location.hasPrefix("/admin/staff/"))
    #expect(try await desk.get(location).text.contains("79995550101"))
    #expect(try await desk.post(location, [("do", "disable")]).status == 303)
    let list = try await desk.get("/admin/staff?query=79995550101")
    #expect(list.text.contains("отключён"))
  }

  @Test func aTakenPhoneIsShownUnderThePhoneField() async throws {
    let desk = try await WebAdminTests.signedIn()
    let refused = try await Self.addCashier(desk, phone: WebPOSTests.cashier.phone)
    #expect(refused.status == 422 && refused.text.contains("id=\"field-phone-error\""))
    #expect(!refused.text.contains(DemoStaff.password))
  }

  @Test func aPasswordTheRulesRefuseIsShownUnderThePasswordField() async throws {
    let desk = try await WebAdminTests.signedIn()
    let refused = try await desk.post(
      "/admin/staff/new", [("do", "add"), ("phone", "79995550102"), ("role", "cashier"), ("password", "x")])
    #expect(refused.status == 422 && refused.text.contains("id=\"field-password-error\""))
  }

  @Test func aMembersNewRoleAndPINAreSaved() async throws {
    let desk = try await WebAdminTests.signedIn()
    let location = try #require(try await Self.addCashier(desk, phone: "79995550103").header("Location"))
    let shop = try await Self.shop(desk)
    #expect(try await desk.post(location, [("do", "place"), ("role", "manager"), ("shop", shop)]).status == 303)
    let short = try await desk.post(location, [("do", "pin"), ("pin", "12")])
    #expect(short.status == 422 && short.text.contains("id=\"field-pin-error\""))
    #expect(try await desk.post(location, [("do", "pin"), ("pin", "98765")]).status == 303)
    #expect(try await desk.get(location).text.contains("<dd>менеджер</dd>"))
  }

  @Test func theShopChoiceOffersEveryOpenShopAndKeepsAMembersClosedOne() async throws {
    let desk = try await WebAdminTests.signedIn()
    let name = "MEOWLS на Проверочной"
    let created = try await WebAdminPlacesTests.createShop(desk, code: "nsk-akadem", name: name)
    let shop = String(try #require(created.header("Location")).dropFirst("/admin/shops/".count))
    #expect(try await desk.get("/admin/staff/new").text.contains("<option value=\"\(shop)\">\(name)</option>"))
    let added = try await desk.post(
      "/admin/staff/new",
      [
        ("do", "add"), ("phone", "79995550104"), ("role", "cashier"), ("shop", shop),
        ("password", DemoStaff.password),
      ])
    let member = try #require(added.header("Location"))
    #expect(try await desk.post("/admin/shops", [("do", "close"), ("shop", shop)]).status == 303)
    let page = try await desk.get(member)
    #expect(page.text.contains("<option value=\"\(shop)\" selected>\(name) · закрыт</option>"))
    #expect(!(try await desk.get("/admin/staff/new").text.contains(name)))
    #expect(try await desk.post(member, [("do", "place"), ("role", "manager"), ("shop", shop)]).status == 303)
    #expect(try await desk.get(member).text.contains("<dd>менеджер</dd>"))
  }

  @Test func aManagerSeesTheStaffButNoPromoCodes() async throws {
    let desk = try await WebAdminTests.desk()
    let login = try await desk.post(
      "/admin/login", [("do", "login"), ("phone", "79990000001"), ("password", DemoStaff.password)])
    #expect(login.status == 303)
    let staff = try await desk.get("/admin/staff")
    #expect(staff.status == 200 && staff.text.contains(WebPOSTests.cashier.phone))
    #expect(!staff.text.contains("href=\"/admin/staff/new\"") && !staff.text.contains("href=\"/admin/promo-codes\""))
    let link = try #require(WebFrontTests.first("/admin/staff/[0-9A-F-]{36}", in: staff.text))
    let member = try await desk.get(link)
    #expect(member.status == 200 && member.text.contains("<dt>"))
    #expect(!member.text.contains("value=\"place\"") && !member.text.contains("name=\"shop\""))
    let promo = try await desk.get("/admin/promo-codes")
    #expect(promo.status == 403 && promo.text.contains("role=\"alert\""))
  }
}
