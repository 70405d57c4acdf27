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
    let first = await store.respond(to: WebRequest(method: "GET", path: ["cart"]))
    let cookie = try #require(Self.cookie(first))
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
    let head = await store.respond(to: WebRequest(method: "HEAD", path: []))
    #expect(head.status == 200 && head.body.isEmpty)
    let put = await store.respond(to: WebRequest(method: "PUT", path: []))
    #expect(put.status == 405 && put.header("Allow") == "GET, HEAD, POST")
  }

  @Test func aMalformedCookieIsNeverLookedUp() {
    #expect(!WebStore.isWellFormed("' OR 1=1 --"))
    #expect(!WebStore.isWellFormed(String(repeating: "A", count: 64)))
    #expect(WebStore.isWellFormed(String(repeating: "a", count: 64)))
  }
}
