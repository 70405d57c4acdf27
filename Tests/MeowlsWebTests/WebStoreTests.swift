import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

@testable import MeowlsWeb

/// The web Store's own rules, with sessions in memory and a kit that reaches no server: cookies, idle expiry, CSRF,
/// the language switch and the methods it answers.
@Suite struct WebStoreTests {
  let sessions = InMemoryWebSessionStore()
  /// Shared by every store of a test, as one server's random tokens never repeat.
  let tokens = Counter()

  func store(now: Date = WebFixtures.start, publicURL: String = "http://shop.test") throws -> WebStore {
    var environment = WebFixtures.environment(.refusing, tokens: tokens)
    environment.client.now = { now }
    environment.publicURL = URL(string: publicURL)!
    return try WebStore(environment: environment, sessions: sessions)
  }

  /// A visitor who has chosen a city already (a first visit is sent to the city choice before anything else).
  func visitor() throws -> String {
    let record = WebSessionRecord(id: String(format: "%064x", 999_999), csrfToken: "token", lastSeen: WebFixtures.start)
    try sessions.create(record)
    WebDevice(record: record, store: sessions).setValue(
      City(id: City.ID(WebFixtures.id(77)), name: "Москва"), forKey: .region)
    return "meowls_session=" + record.id
  }

  static func cookie(_ response: WebResponse) -> String? {
    response.header("Set-Cookie")?.split(separator: ";").first.map(String.init)
  }

  @Test func aFirstVisitGetsASessionCookieSecureOnlyOverHTTPS() async throws {
    let plain = try await store().respond(to: WebRequest(method: "GET", path: ["cart"]))
    #expect(plain.header("Set-Cookie")?.hasSuffix("HttpOnly; SameSite=Lax") == true)
    let secure = try await store(publicURL: "https://shop.test").respond(to: WebRequest(method: "GET", path: ["cart"]))
    #expect(secure.header("Set-Cookie")?.hasSuffix("HttpOnly; SameSite=Lax; Secure") == true)
    #expect(sessions.count == 2)
  }

  @Test func aSessionIdleForThirtyDaysIsReplaced() async throws {
    let first = try await store().respond(to: WebRequest(method: "GET", path: ["cart"]))
    let cookie = try #require(Self.cookie(first))
    let soon = try await store(now: WebFixtures.start.addingTimeInterval(600))
      .respond(to: WebRequest(method: "GET", path: ["cart"], headers: ["Cookie": cookie]))
    #expect(soon.header("Set-Cookie") == nil)
    let later = try await store(now: WebFixtures.start.addingTimeInterval(WebStore.idleLimit + 1))
      .respond(to: WebRequest(method: "GET", path: ["cart"], headers: ["Cookie": cookie]))
    #expect(try #require(Self.cookie(later)) != cookie)
  }

  @Test func theLanguageSwitchNeedsTheFormTokenAndSticks() async throws {
    let store = try store()
    let cookie = try visitor()
    let first = await store.respond(to: WebRequest(method: "GET", path: ["cart"], headers: ["Cookie": cookie]))
    let page = String(decoding: first.body, as: UTF8.self)
    #expect(page.contains("<html lang=\"ru\">"))
    let token = try #require(sessions.load(String(cookie.dropFirst("meowls_session=".count)))?.csrfToken)
    func post(_ body: String) async -> WebResponse {
      await store.respond(
        to: WebRequest(
          method: "POST", path: ["cart"],
          headers: ["Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"], body: Array(body.utf8)))
    }
    let forged = await post("do=language&language=en&csrf=nope")
    #expect(forged.status == 303 && forged.header("Location") == "/cart")
    let expired = await store.respond(to: WebRequest(method: "GET", path: ["cart"], headers: ["Cookie": cookie]))
    #expect(String(decoding: expired.body, as: UTF8.self).contains("Страница устарела"))
    let switched = await post("do=language&language=en&csrf=\(token)")
    #expect(switched.status == 303)
    let english = await store.respond(to: WebRequest(method: "GET", path: ["cart"], headers: ["Cookie": cookie]))
    #expect(String(decoding: english.body, as: UTF8.self).contains("<html lang=\"en\">"))
  }

  @Test func acceptLanguageChoosesEnglishOnlyWhenItComesBeforeRussian() {
    #expect(WebStore.language("en-US,en;q=0.9") == .en)
    #expect(WebStore.language("ru-RU,en;q=0.5") == .ru)
    #expect(WebStore.language("de-DE,fr") == .ru)
    #expect(WebStore.language(nil) == .ru)
  }

  @Test func headHasNoBodyAndOtherMethodsAreRefused() async throws {
    let store = try store()
    let head = await store.respond(to: WebRequest(method: "HEAD", path: [], headers: ["Cookie": try visitor()]))
    #expect(head.status == 200 && head.body.isEmpty)
    let put = await store.respond(to: WebRequest(method: "PUT", path: []))
    #expect(put.status == 405 && put.header("Allow") == "GET, HEAD, POST")
  }

  @Test func aMalformedCookieIsNeverLookedUp() {
    #expect(!WebStore.isWellFormed("' OR 1=1 --"))
    #expect(!WebStore.isWellFormed(String(repeating: "A", count: 64)))
    #expect(WebStore.isWellFormed(String(repeating: "a", count: 64)))
  }

  @Test func aFirstVisitIsSentToTheCityChoiceWhichLeadsBackToThePageAskedFor() async throws {
    let store = try store()
    let first = await store.respond(to: WebRequest(method: "GET", path: ["catalog"]))
    #expect(first.status == 303 && first.header("Location") == "/city?next=%2Fcatalog")
    let cookie = try #require(Self.cookie(first))
    let choice = await store.respond(
      to: WebRequest(
        method: "GET", path: ["city"], query: FormData([("next", "/catalog")]), headers: ["Cookie": cookie]))
    #expect(String(decoding: choice.body, as: UTF8.self).contains("name=\"next\" value=\"/catalog\""))
    #expect(WebRoute(path: ["city"], query: FormData([("next", "/catalog")])) == .city(next: .catalogue(parent: nil)))
    let home = await store.respond(to: WebRequest(method: "GET", path: []))
    #expect(home.header("Location") == "/city")
    let chosen = await store.respond(
      to: WebRequest(method: "GET", path: ["catalog"], headers: ["Cookie": try visitor()]))
    #expect(chosen.status != 303)
  }

  @Test func theCityChoiceNeverLeadsToAnotherSiteOrBackToItself() {
    for next in ["https://evil.test/", "//evil.test/x", "/city?next=/cart", "/assets/store.js", "javascript:alert(1)"] {
      #expect(WebRoute(path: ["city"], query: FormData([("next", next)])) == .city(), "\(next)")
    }
  }

  @Test func searchEnginesCrawlersAreNotSentToTheCityChoice() async throws {
    let store = try store()
    let crawler = await store.respond(
      to: WebRequest(
        method: "GET", path: ["catalog"], headers: ["User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)"]))
    #expect(crawler.status != 303)
    #expect(CityGate.isCrawler("Mozilla/5.0 (compatible; YandexBot/3.0)"))
    #expect(
      !CityGate.isCrawler("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/156.0 Safari/537.36"))
  }

  @Test func aCrawlerWithoutACookieLeavesNoSessionBehindAndGetsNoCookie() async throws {
    let store = try store()
    for path in [["catalog"], ["cart"], []] {
      let page = await store.respond(
        to: WebRequest(method: "GET", path: path, headers: ["User-Agent": "Mozilla/5.0 (compatible; YandexBot/3.0)"]))
      #expect(page.status == 200, "\(path)")
      #expect(page.header("Set-Cookie") == nil, "\(path)")
    }
    #expect(sessions.count == 0)
  }

  @Test func aCrawlerThatKeepsACookieKeepsItsSession() async throws {
    let store = try store()
    let cookie = try visitor()
    let page = await store.respond(
      to: WebRequest(
        method: "GET", path: ["catalog"],
        headers: ["Cookie": cookie, "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)"]))
    #expect(page.status == 200)
    #expect(sessions.count == 1)
  }
}
