import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

@testable import MeowlsWeb

/// A guest's listing answered from its kept template on the caller's thread (`WebStore.respondAtOnce`), and every
/// visit that must take the whole way instead.
@Suite struct WebStoreTemplateTests {
  let sessions = InMemoryWebSessionStore()
  static let token = "rev-1"
  static let city = City(id: City.ID(WebFixtures.id(77)), name: "Москва")
  static let category = Category.ID(WebFixtures.id(5))
  static let product = Product.ID(WebFixtures.id(9))

  func store(now: Date = WebFixtures.start, freshness: String? = token) throws -> WebStore {
    var environment = WebFixtures.environment(.refusing)
    environment.client.now = { now }
    environment.freshness = { freshness }
    return try WebStore(environment: environment, sessions: sessions)
  }

  /// A guest who chose `city`, with `units` of one article in the cart; the device is returned for more settings.
  func guest(city: City? = city, units: Int = 0) throws -> (cookie: String, device: WebDevice) {
    let record = WebSessionRecord(
      id: String(format: "%064x", 4_242), csrfToken: "guest-token", lastSeen: WebFixtures.start)
    try sessions.create(record)
    let device = WebDevice(record: record, store: sessions)
    if let city { device.setValue(city, forKey: .region) }
    if units > 0 {
      device.setValue(
        GuestCart(items: [CartRequestItem(article: Article(rawValue: "A-1"), count: units)]), forKey: .guestCart)
    }
    return ("meowls_session=" + record.id, device)
  }

  func request(_ cookie: String?, method: String = "GET") -> WebRequest {
    WebRequest(
      method: method, path: ["category", Self.category.uuidString], query: FormData([]),
      headers: cookie.map { ["cookie": $0] } ?? [:], body: [], clientAddress: "")
  }

  /// Keeps the listing's template as a full visit would have drawn it.
  func keep(in store: WebStore, language: AppLanguage = .ru, city: City? = city) throws {
    let markup =
      "<form><input name=\"csrf\" value=\"\(PageTemplate.csrfHole)\"></form><a>\(PageTemplate.cartBadgeHole)</a>"
      + PageTemplate.choice(.inCart(Article(rawValue: "A-1")), on: .text("in cart"), off: .text("add")).markup
      + PageTemplate.choice(.starred(Self.product), on: .text("starred"), off: .text("star")).markup
    let route = try #require(WebRoute(path: ["category", Self.category.uuidString], query: FormData([])))
    store.pages.keep(
      try #require(PageTemplate(markup)), for: PageCache.Key(url: route.url, language: language, city: city),
      at: Self.token)
  }

  @Test func aGuestsKeptListingIsFilledWithTheirOwnTokenCountAndMarks() throws {
    let store = try store()
    try keep(in: store)
    let (cookie, device) = try guest(units: 2)
    device.setValue([Self.product], forKey: .guestFavorites)
    let response = try #require(store.respondAtOnce(to: request(cookie)))
    let page = String(decoding: response.body, as: UTF8.self)
    #expect(response.status == 200 && response.header("Content-Type") == "text/html; charset=utf-8")
    #expect(page.contains("value=\"guest-token\"") && page.contains("aria-label=\"2 товара\">2</span>"))
    #expect(page.contains("in cart") && page.contains("starred") && !page.contains("add") && !page.contains(">star<"))
    #expect(response.header("Set-Cookie") == nil)
  }

  @Test func headGetsTheHeadersWithoutTheBody() throws {
    let store = try store()
    try keep(in: store)
    let response = try #require(store.respondAtOnce(to: request(try guest().cookie, method: "HEAD")))
    #expect(response.status == 200 && response.body.isEmpty)
  }

  @Test func aListingNotKeptOrKeptAtAnOlderCatalogueTakesTheWholeVisit() throws {
    let cookie = try guest().cookie
    #expect(try store().respondAtOnce(to: request(cookie)) == nil)
    let older = try store(freshness: "rev-2")
    try keep(in: older)
    #expect(older.respondAtOnce(to: request(cookie)) == nil)
    let unknown = try store(freshness: nil)
    try keep(in: unknown)
    #expect(unknown.respondAtOnce(to: request(cookie)) == nil)
  }

  @Test func aVisitorWithoutASessionOrACityTakesTheWholeVisit() throws {
    let store = try store()
    try keep(in: store)
    try keep(in: store, city: nil)
    #expect(store.respondAtOnce(to: request(nil)) == nil)
    #expect(store.respondAtOnce(to: request("meowls_session=" + String(repeating: "b", count: 64))) == nil)
    #expect(store.respondAtOnce(to: request(try guest(city: nil).cookie)) == nil)
  }

  @Test func aSignedInCustomerAMessageToShowOrAPostTakesTheWholeVisit() async throws {
    let store = try store()
    try keep(in: store)
    let (cookie, device) = try guest()
    #expect(store.respondAtOnce(to: request(cookie, method: "POST")) == nil)
    device.setValue("Промокод не найден", forKey: WebStore.flashKey)
    #expect(store.respondAtOnce(to: request(cookie)) == nil)
    device.setValue(String?.none, forKey: WebStore.flashKey)
    #expect(store.respondAtOnce(to: request(cookie)) != nil)
    let user = User(
      authentication: UserAuthentication(expiresAt: WebFixtures.start.addingTimeInterval(86_400), token: "T1"),
      birthday: nil, email: nil, favoriteItems: [], gender: nil, id: User.ID(WebFixtures.id(3)), name: "Аня",
      patronymic: nil, phone: "79139139113", surname: nil)
    try await CredentialStore(secureStore: device, kind: .customer).begin(
      try #require(StoredSession(user: user, kind: .customer)))
    #expect(store.respondAtOnce(to: request(cookie)) == nil)
  }

  @Test func aSessionDueForItsHourlyTouchTakesTheWholeVisitWhichRenewsTheCookie() throws {
    let later = try store(now: WebFixtures.start.addingTimeInterval(WebStore.touchInterval + 1))
    try keep(in: later)
    #expect(later.respondAtOnce(to: request(try guest().cookie)) == nil)
  }

  @Test func theEnglishListingIsKeptApartFromTheRussianOne() throws {
    let store = try store()
    try keep(in: store, language: .en)
    let (cookie, device) = try guest()
    #expect(store.respondAtOnce(to: request(cookie)) == nil)
    device.setValue(AppLanguage.en, forKey: .language)
    #expect(store.respondAtOnce(to: request(cookie)) != nil)
  }
}
