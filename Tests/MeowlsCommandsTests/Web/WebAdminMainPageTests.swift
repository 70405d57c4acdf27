import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands

/// The back office's main page over HTTP under `meowls serve`, as a browser without a script uses it: banners
/// hidden and moved by buttons, a banner's form and the API's refusals on it, a sale with its window and a product
/// added by its article, and the Store's main page showing the banner that leads to it.
@Suite(.serialized) struct WebAdminMainPageTests {
  typealias Desk = WebAdminTests.Desk

  /// The id in a `Location` such as `/admin/sales/<id>`.
  static func id(_ response: RawHTTPResponse, under prefix: String) throws -> String {
    let location = try #require(response.header("Location"))
    #expect(response.status == 303 && location.hasPrefix(prefix))
    return String(location.dropFirst(prefix.count))
  }

  /// A sale from the 1st of January to the end of February 2027 (the tests' clock is at the 15th of January).
  static func createSale(_ desk: Desk, code: String = "winter-web") async throws -> String {
    let created = try await desk.post(
      "/admin/sales/new",
      [
        ("do", "save"), ("title", "Зимняя распродажа"), ("code", code), ("start", "2027-01-01"),
        ("end", "2027-02-28"), ("type", "online"),
      ])
    return try id(created, under: "/admin/sales/")
  }

  /// A demo banner's picture key, for a banner of the test's own.
  static func pictureKey(_ desk: Desk) throws -> String {
    try desk.shop.application.database.withConnection { connection in
      let row = try #require(
        try connection.first("SELECT image_key FROM main_banners WHERE image_key IS NOT NULL ORDER BY id LIMIT 1"))
      return try row.string(0)
    }
  }

  /// The ids of the banners' edit links, in the order the page lists them.
  static func bannerOrder(_ page: RawHTTPResponse) -> [String] {
    WebFrontTests.all("href=\"/admin/banners/[0-9A-F-]{36}\"", in: page.text).map { String($0.dropLast().suffix(36)) }
  }

  @Test func theMainPageListsTheBannersAndTheSales() async throws {
    let desk = try await WebAdminTests.signedIn()
    let page = try await desk.get("/admin/main-page")
    #expect(page.status == 200 && !Self.bannerOrder(page).isEmpty)
    #expect(page.text.contains("href=\"/admin/sales/new\"") && page.text.contains("href=\"/admin/main-page\""))
  }

  @Test func aSaleIsCreatedWithItsWindowAndAProductAddedByItsArticle() async throws {
    let desk = try await WebAdminTests.signedIn()
    let product = try WebAdminTests.firstProduct(desk)
    let sale = try await Self.createSale(desk)
    let created = try await desk.get("/admin/sales/\(sale)")
    #expect(created.text.contains("Акция создана") && created.text.contains("value=\"2027-02-28\""))
    let added = try await desk.post("/admin/sales/\(sale)", [("do", "find"), ("lookup", product.article)])
    #expect(added.status == 303)
    let shown = try await desk.get("/admin/sales/\(sale)")
    #expect(shown.text.contains(product.name) && shown.text.contains("Убрать"))
  }

  @Test func aWindowTheWrongWayRoundIsShownUnderTheLastDay() async throws {
    let desk = try await WebAdminTests.signedIn()
    let refused = try await desk.post(
      "/admin/sales/new",
      [("do", "save"), ("title", "Зима"), ("code", "wrong-way"), ("start", "2027-02-01"), ("end", "2027-01-01")])
    #expect(refused.status == 422 && refused.text.contains("id=\"field-end-error\""))
    #expect(refused.text.contains("value=\"wrong-way\""))
  }

  @Test func aDayTypedWrongIsShownUnsent() async throws {
    let desk = try await WebAdminTests.signedIn()
    let refused = try await desk.post(
      "/admin/sales/new",
      [("do", "save"), ("title", "Зима"), ("code", "typo"), ("start", "01.01.2027"), ("end", "2027-01-31")])
    #expect(refused.status == 422 && refused.text.contains("id=\"field-start-error\""))
    #expect(refused.text.contains("ГГГГ-ММ-ДД") && !refused.text.contains("id=\"field-end-error\""))
  }

  @Test func aBannerLeadingToASaleThatIsNotThereIsRefusedOnItsField() async throws {
    let desk = try await WebAdminTests.signedIn()
    let refused = try await desk.post(
      "/admin/banners/new",
      [
        ("do", "save"), ("place", "single_banner"), ("title", "Никуда"), ("lead", "sale"),
        ("sale", UUID().uuidString),
      ])
    #expect(refused.status == 422 && refused.text.contains("id=\"field-sale-error\""))
    #expect(refused.text.contains("value=\"Никуда\""))
  }

  @Test func aBannerIsHiddenAndShownAgain() async throws {
    let desk = try await WebAdminTests.signedIn()
    let banner = try #require(Self.bannerOrder(try await desk.get("/admin/main-page")).first)
    #expect(try await desk.post("/admin/main-page", [("do", "hide"), ("banner", banner)]).status == 303)
    let hidden = try await desk.get("/admin/main-page")
    #expect(hidden.text.contains("Сохранено.") && hidden.text.contains("value=\"show\""))
    #expect(try await desk.post("/admin/main-page", [("do", "show"), ("banner", banner)]).status == 303)
    #expect(!(try await desk.get("/admin/main-page")).text.contains("value=\"show\""))
  }

  @Test func aBannerMovedUpTakesThePlaceAbove() async throws {
    let desk = try await WebAdminTests.signedIn()
    let key = try Self.pictureKey(desk)
    let created = try await desk.post(
      "/admin/banners/new", [("do", "save"), ("place", "single_banner"), ("title", "Последний"), ("image", key)])
    let banner = try Self.id(created, under: "/admin/banners/")
    let before = Self.bannerOrder(try await desk.get("/admin/main-page"))
    #expect(try await desk.post("/admin/main-page", [("do", "banner-up"), ("banner", banner)]).status == 303)
    let after = Self.bannerOrder(try await desk.get("/admin/main-page"))
    let index = try #require(before.firstIndex(of: banner))
    #expect(after.firstIndex(of: banner) != nil && after.firstIndex(of: banner)! < index)
  }

  @Test func aFormWithoutItsTokenHidesNothing() async throws {
    let desk = try await WebAdminTests.signedIn()
    let banner = try #require(Self.bannerOrder(try await desk.get("/admin/main-page")).first)
    let refused = try await desk.post("/admin/main-page", [("do", "hide"), ("banner", banner)], token: "forged")
    #expect(refused.status == 303 && refused.header("Location") == "/admin/main-page")
    let page = try await desk.get("/admin/main-page")
    #expect(page.text.contains("Страница устарела"))
    #expect(!page.text.contains("value=\"show\""))
  }

  @Test func theStoreShowsTheBannerThatLeadsToTheSale() async throws {
    let desk = try await WebAdminTests.signedIn()
    let product = try WebAdminTests.firstProduct(desk)
    let sale = try await Self.createSale(desk, code: "store-web")
    _ = try await desk.post("/admin/sales/\(sale)", [("do", "find"), ("lookup", product.article)])
    let created = try await desk.post(
      "/admin/banners/new",
      [
        ("do", "save"), ("place", "single_banner"), ("title", "Неделя когтеточек"),
        ("image", try Self.pictureKey(desk)), ("lead", "sale"), ("sale", sale),
      ])
    #expect(created.status == 303)
    let visitor = try await WebFrontTests.visitor(desk.shop)
    let store = try await desk.shop.get("/", cookie: visitor)
    // NB: a top-level banner's redirect is the contract's reduced one: a sale's banner opens the list of sales.
    #expect(
      store.text.contains(
        "<h2>Неделя когтеточек</h2><div class=\"banner-grid\"><div class=\"banner-line\"><a href=\"/sales\""))
    let sales = try await desk.shop.get("/sales", cookie: visitor)
    #expect(sales.text.contains("href=\"/sale/\(sale)\""))
    let listing = try await desk.shop.get("/sale/\(sale)", cookie: visitor)
    #expect(listing.status == 200 && listing.text.contains(product.name))
  }

  @Test func aCollectionGetsAProductByItsArticle() async throws {
    let desk = try await WebAdminTests.signedIn()
    let product = try WebAdminTests.firstProduct(desk)
    let created = try await desk.post(
      "/admin/banners/new",
      [("do", "save"), ("place", "products_collection"), ("title", "Выбор недели")])
    let banner = try Self.id(created, under: "/admin/banners/")
    #expect(try await desk.get("/admin/banners/\(banner)").text.contains("В подборке пока нет товаров."))
    let added = try await desk.post("/admin/banners/\(banner)", [("do", "find"), ("lookup", product.article)])
    #expect(added.status == 303)
    let shown = try await desk.get("/admin/banners/\(banner)")
    #expect(shown.text.contains(product.name) && shown.text.contains("value=\"remove\""))
  }

  @Test func aManagerIsNotOfferedTheMainPageAndIsRefusedIt() async throws {
    let desk = try await WebAdminTests.desk()
    let login = try await desk.post(
      "/admin/login", [("do", "login"), ("phone", "79990000001"), ("password", DemoStaff.password)])
    #expect(login.status == 303)
    #expect(!(try await desk.get("/admin/products")).text.contains("href=\"/admin/main-page\""))
    #expect(try await desk.get("/admin/main-page").status == 403)
  }
}
