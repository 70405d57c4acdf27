import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands

/// The back office's shops, registers and cities at `/admin/shops` and `/admin/cities` under `meowls serve`, over
/// HTTP as a browser without a script uses them: the forms with their tokens, post/redirect/get and the API's
/// refusals under the fields they name.
@Suite(.serialized) struct WebAdminPlacesTests {
  typealias Desk = WebAdminTests.Desk

  /// The first city a new shop's form offers.
  static func city(_ desk: Desk) async throws -> String {
    let form = try await desk.get("/admin/shops/new")
    let option = try #require(WebFrontTests.first("<option value=\"[0-9A-F-]{36}\"", in: form.text))
    return String(option.dropFirst(15).prefix(36))
  }

  static func createShop(
    _ desk: Desk, code: String, name: String = "MEOWLS на Ленина", hours: [(String, String)] = []
  ) async throws -> RawHTTPResponse {
    try await desk.post(
      "/admin/shops/new",
      [
        ("do", "save"), ("code", code), ("name", name), ("kind", "shop"), ("city", try await city(desk)),
        ("address", "ул Ленина, д 1"), ("latitude", "55,03"), ("longitude", "82.92"), ("pickup", "1"),
        ("opens_monday", "09:00"), ("closes_monday", "21:00"),
      ] + hours)
  }

  @Test func aShopIsCreatedAndShownInTheList() async throws {
    let desk = try await WebAdminTests.signedIn()
    let created = try await Self.createShop(desk, code: "nsk-web")
    let location = try #require(created.header("Location"))
    #expect(created.status == 303 && location.hasPrefix("/admin/shops/"))
    let form = try await desk.get(location)
    #expect(form.text.contains("value=\"nsk-web\"") && form.text.contains("value=\"21:00\""))
    let list = try await desk.get("/admin/shops")
    #expect(list.text.contains("<code>nsk-web</code>") && list.text.contains("Новосибирск"))
  }

  @Test func hoursTheWrongWayRoundAreShownUnderTheirWeekday() async throws {
    let desk = try await WebAdminTests.signedIn()
    let refused = try await Self.createShop(
      desk, code: "nsk-late", hours: [("opens_friday", "20:00"), ("closes_friday", "08:00")])
    #expect(refused.status == 422 && refused.text.contains("id=\"field-hours-friday-error\""))
    #expect(refused.text.contains("value=\"nsk-late\""))
  }

  @Test func aNewShopGoesLastThenTakesThePlaceTypedAndAnEditKeepsIt() async throws {
    let desk = try await WebAdminTests.signedIn()
    let location = try #require(try await Self.createShop(desk, code: "a-placed").header("Location"))
    func codes() async throws -> [String] {
      WebFrontTests.all("<code>[a-z0-9_-]+</code>", in: try await desk.get("/admin/shops").text)
    }
    #expect(try await codes().last == "<code>a-placed</code>")
    let fields: [(String, String)] = [("do", "save"), ("code", "a-placed"), ("name", "MEOWLS на Ленина")]
    // NB: the demo warehouse stands at 0 too, and a tie goes by code: "a-placed" comes first.
    #expect(try await desk.post(location, fields + [("position", "0")]).status == 303)
    #expect(try await codes().first == "<code>a-placed</code>")
    #expect(try await desk.get(location).text.contains("name=\"position\" type=\"text\" value=\"0\""))
    #expect(try await desk.post(location, fields + [("position", "")]).status == 303)
    #expect(try await codes().first == "<code>a-placed</code>")
  }

  @Test func aLatitudeOutOfRangeIsShownUnderItsFieldWithTheRange() async throws {
    let desk = try await WebAdminTests.signedIn()
    let refused = try await desk.post(
      "/admin/shops/new",
      [
        ("do", "save"), ("code", "nsk-north"), ("name", "MEOWLS на полюсе"), ("kind", "shop"),
        ("city", try await Self.city(desk)), ("address", "ул Ленина, д 1"), ("latitude", "95"), ("longitude", "82.92"),
      ])
    #expect(refused.status == 422 && refused.text.contains("value=\"95\""))
    let message = try #require(
      WebFrontTests.first("<p class=\"field-error\" id=\"field-latitude-error\">[^<]*</p>", in: refused.text))
    #expect(message.contains("от −90 до 90"))
    #expect(!(try await desk.get("/admin/shops").text.contains("nsk-north")))
  }

  @Test func aRegisterIsAddedThenRetired() async throws {
    let desk = try await WebAdminTests.signedIn()
    let location = try #require(try await Self.createShop(desk, code: "nsk-tills").header("Location"))
    #expect(try await desk.post(location, [("do", "add_register"), ("register_name", "Касса у входа")]).status == 303)
    let page = try await desk.get(location)
    let field = try #require(WebFrontTests.first("name=\"register\" value=\"[0-9A-F-]{36}\"", in: page.text))
    let register = String(field.dropFirst(23).prefix(36))
    #expect(try await desk.post(location, [("do", "retire"), ("register", register)]).status == 303)
    let after = try await desk.get(location)
    #expect(after.text.contains("Касса у входа") && after.text.contains("выведена"))
  }

  @Test func aCityIsCreatedAndListed() async throws {
    let desk = try await WebAdminTests.signedIn()
    let created = try await desk.post(
      "/admin/cities/new",
      [("do", "save"), ("name", "Бердск"), ("region", "Новосибирская область"), ("time_zone", "Asia/Novosibirsk")])
    #expect(created.status == 303 && created.header("Location") == "/admin/cities")
    #expect(try await desk.get("/admin/cities").text.contains("Бердск"))
  }

  @Test func anUnknownTimeZoneIsShownUnderItsField() async throws {
    let desk = try await WebAdminTests.signedIn()
    let refused = try await desk.post(
      "/admin/cities/new",
      [("do", "save"), ("name", "Бердск"), ("region", "Новосибирская"), ("time_zone", "Mars/Base")])
    #expect(refused.status == 422 && refused.text.contains("id=\"field-time_zone-error\""))
  }

  @Test func aCloseWithoutItsTokenChangesNothing() async throws {
    let desk = try await WebAdminTests.signedIn()
    let location = try #require(try await Self.createShop(desk, code: "nsk-kept").header("Location"))
    let id = String(location.dropFirst("/admin/shops/".count))
    let refused = try await desk.post("/admin/shops", [("do", "close"), ("shop", id)], token: "forged")
    #expect(refused.status == 303)
    #expect(!(try await desk.get(location).text.contains("badge muted")))
  }

  @Test func aManagerReadsTheShopsWithoutTheForms() async throws {
    let desk = try await WebAdminTests.desk()
    let login = try await desk.post(
      "/admin/login", [("do", "login"), ("phone", "79990000001"), ("password", DemoStaff.password)])
    #expect(login.status == 303)
    let shops = try await desk.get("/admin/shops")
    #expect(shops.status == 200 && shops.text.contains("/admin/shops/"))
    #expect(!shops.text.contains("href=\"/admin/shops/new\"") && !shops.text.contains("value=\"close\""))
    let link = try #require(WebFrontTests.first("/admin/shops/[0-9A-F-]{36}", in: shops.text))
    let own = try await desk.get(link)
    #expect(own.status == 200 && !own.text.contains("name=\"latitude\""))
    #expect(WebFrontTests.first("<dt>На карте</dt><dd>-?[0-9.]+, -?[0-9.]+</dd>", in: own.text) != nil)
  }
}
