import Dispatch
import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands

/// `meowls serve`'s wiring end to end: the real server with the web Store in front, over HTTP, on a fresh database
/// with the demo shop; a second server on the same file is the restart.
@Suite(.serialized) struct WebFrontTests {
  static let environment = AppEnvironment(
    clock: .constant(SeededShop.loadDate), log: .silent, passwordHasher: .minimum,
    random: .seeded(5))

  final class Shop {
    let path: String
    var application: Application

    init(path: String) throws {
      self.path = path
      application = try Shop.start(path)
    }

    static func start(_ path: String) throws -> Application {
      let settings = ServerSettings(
        http: HTTPServerConfiguration(port: 0, threads: 2), databasePath: path, seedsDemoCatalogue: true)
      return try Application(settings: settings, environment: WebFrontTests.environment, front: WebFront.door())
    }

    func restart() throws {
      application.shutdown()
      application = try Shop.start(path)
    }

    /// Sends one request on a Dispatch thread. NB: the web Store renders on the task pool (one thread per core); a
    /// test blocked in `recv` on a pool thread, beside the suite's other blocking tests, could leave it no thread.
    func send(_ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8]? = nil) async throws
      -> RawHTTPResponse
    {
      let port = application.port
      return try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async {
          continuation.resume(
            with: Result {
              try RawHTTPClient(port: port, receiveTimeoutSeconds: 60).request(
                method, target, headers: headers, body: body)
            })
        }
      }
    }

    func get(_ target: String, cookie: String? = nil) async throws -> RawHTTPResponse {
      try await send("GET", target, headers: cookie.map { [("Cookie", $0)] } ?? [])
    }

    func post(_ target: String, _ form: String, cookie: String) async throws -> RawHTTPResponse {
      try await send(
        "POST", target,
        headers: [("Cookie", cookie), ("Content-Type", "application/x-www-form-urlencoded")], body: Array(form.utf8))
    }

    deinit {
      application.shutdown()
      try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
    }
  }

  /// A fresh demo shop: a copy of the test run's seeded one (`SeededShop`, seeded for the same day as this suite's
  /// clock), which `meowls serve` finds not empty and does not seed again; seeding each shop cost about 2 s of CPU.
  static func shop() throws -> Shop {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meowls-web-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("web.sqlite")
    try FileManager.default.copyItem(at: try SeededShop.template.get(), to: path)
    return try Shop(path: path.path)
  }

  /// A visitor's cookie after the first visit's city choice: the first city of the list, chosen with the form.
  static func visitor(_ shop: Shop, headers: [(String, String)] = []) async throws -> String {
    let first = try await shop.send("GET", "/", headers: headers)
    let cookie = try #require(first.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
    let choice = try await shop.send(
      "GET", try #require(first.header("Location")), headers: headers + [("Cookie", cookie)])
    let csrf = try #require(Self.first("name=\"csrf\" value=\"[0-9a-f]{64}\"", in: choice.text)).dropLast().suffix(64)
    let city = try #require(Self.first("name=\"city\" value=\"[0-9A-F-]{36}\"", in: choice.text)).dropLast().suffix(36)
    let chosen = try await shop.post("/city", "csrf=\(csrf)&do=city&city=\(city)", cookie: cookie)
    #expect(chosen.status == 303 && chosen.header("Location") == "/")
    return cookie
  }

  static func first(_ pattern: String, in text: String) -> String? {
    guard let range = text.range(of: pattern, options: .regularExpression) else { return nil }
    return String(text[range])
  }

  static func all(_ pattern: String, in text: String) -> [String] {
    var found: [String] = []
    var rest = text[...]
    while let range = rest.range(of: pattern, options: .regularExpression) {
      found.append(String(rest[range]))
      rest = rest[range.upperBound...]
    }
    return found
  }

  @Test func pagesGoToTheWebStoreAndTheAPIStaysWhereItWas() async throws {
    let shop = try Self.shop()
    let first = try await shop.get("/")
    #expect(first.status == 303 && first.header("Location") == "/city")
    let cookie = try #require(first.header("Set-Cookie"))
    #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && !cookie.contains("Secure"))
    let page = try await shop.get("/", cookie: try await Self.visitor(shop))
    #expect(page.status == 200)
    #expect(page.header("Content-Type") == "text/html; charset=utf-8")
    #expect(page.header("Content-Security-Policy")?.contains("frame-ancestors 'none'") == true)
    #expect(page.header("Content-Security-Policy")?.contains("'unsafe-inline'") == false)
    #expect(page.text.contains("Хиты продаж"))
    let api = try await shop.get("/api/v1/health")
    #expect(api.status == 200 && api.header("Content-Type") == "application/json; charset=utf-8")
    #expect(try await shop.get("/assets/store.css").status == 200)
    #expect(try await shop.get("/no-such-page").status == 404)
  }

  @Test func aGuestAddsToTheCartAndARestartKeepsIt() async throws {
    let shop = try Self.shop()
    let cookie = try await Self.visitor(shop)
    let catalogue = try await shop.get("/catalog", cookie: cookie)
    let level = try #require(Self.first("/catalog/[0-9A-F-]{36}", in: catalogue.text))
    let leaf = try #require(
      Self.first("/category/[0-9A-F-]{36}\\?in=[0-9A-F-]{36}", in: try await shop.get(level, cookie: cookie).text))
    let listing = try await shop.get(leaf, cookie: cookie).text
    let csrf = try #require(Self.first("name=\"csrf\" value=\"[0-9a-f]{64}\"", in: listing)).dropLast().suffix(64)
    let form = try #require(
      Self.first("value=\"add-to-cart\"><input type=\"hidden\" name=\"product\" value=\"[0-9A-F-]{36}\"", in: listing))
    let product = form.dropLast().suffix(36)

    let refused = try await shop.post(leaf, "do=add-to-cart&product=\(product)&csrf=forged", cookie: cookie)
    #expect(refused.status == 303)
    #expect(!(try await shop.get("/cart", cookie: cookie).text.contains("count-value")))

    let added = try await shop.post(leaf, "csrf=\(csrf)&do=add-to-cart&product=\(product)", cookie: cookie)
    #expect(added.status == 303 && added.header("Location") == leaf + "#p-" + product)
    #expect(try await shop.get("/cart", cookie: cookie).text.contains("aria-label=\"Количество\">1<"))

    try shop.restart()
    let cart = try await shop.get("/cart", cookie: cookie)
    #expect(cart.text.contains("aria-label=\"Количество\">1<"))
    #expect(cart.text.contains("<span class=\"badge\" aria-label=\"1 товар\">1</span>"))
  }

  @Test func guestsShareAListingDrawnOnceYetEachSeesOwnMarksAndTokenAndAPriceChangeAtOnce() async throws {
    let shop = try Self.shop()
    let (first, second) = (try await Self.visitor(shop), try await Self.visitor(shop))
    let catalogue = try await shop.get("/catalog", cookie: first)
    let level = try #require(Self.first("/catalog/[0-9A-F-]{36}", in: catalogue.text))
    let leaf = try #require(
      Self.first("/category/[0-9A-F-]{36}\\?in=[0-9A-F-]{36}", in: try await shop.get(level, cookie: first).text))
    let listing = try await shop.get(leaf, cookie: first).text
    let csrf = try #require(Self.first("name=\"csrf\" value=\"[0-9a-f]{64}\"", in: listing))
    let form = try #require(
      Self.first("value=\"add-to-cart\"><input type=\"hidden\" name=\"product\" value=\"[0-9A-F-]{36}\"", in: listing))
    let product = String(form.dropLast().suffix(36))
    _ = try await shop.post(leaf, "csrf=\(csrf.dropLast().suffix(64))&do=add-to-cart&product=\(product)", cookie: first)

    let mine = try await shop.get(leaf, cookie: first).text
    let theirs = try await shop.get(leaf, cookie: second).text
    #expect(mine.contains("<a href=\"/cart\" class=\"button secondary\">В корзине</a>"))
    #expect(mine.contains("<span class=\"badge\" aria-label=\"1 товар\">1</span>"))
    #expect(!theirs.contains("В корзине") && !theirs.contains("class=\"badge\""))
    #expect(Self.all("name=\"csrf\" value=\"[0-9a-f]{64}\"", in: mine).allSatisfy { $0 == csrf })
    #expect(!theirs.contains(csrf) && theirs.contains("name=\"csrf\" value=\""))
    #expect(!mine.unicodeScalars.contains { ("\u{E000}"..."\u{E01F}").contains($0) })

    try shop.application.database.withConnection {
      try $0.executeScript(
        """
        UPDATE variant_prices SET price_kopecks = 123456700, original_kopecks = 123456700
        WHERE variant_id IN (SELECT v.id FROM product_variants v WHERE v.product_id = '\(product)')
        """)
    }
    #expect(try await shop.get(leaf, cookie: second).text.contains("1\u{202F}234\u{202F}567"))
  }

  @Test func hostileQueriesAreEscapedAndEnglishFollowsTheBrowser() async throws {
    let shop = try Self.shop()
    let english = [("Accept-Language", "en-GB,en;q=0.9")]
    let cookie = try await Self.visitor(shop, headers: english)
    let page = try await shop.send(
      "GET", "/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E%22", headers: english + [("Cookie", cookie)])
    #expect(page.status == 200)
    #expect(!page.text.contains("<script>alert") && page.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(page.text.contains("<html lang=\"en\">"))
  }

  @Test func searchForgivesATypoAndTheWrongLayoutAndSuggestsAsOneTypes() async throws {
    let shop = try Self.shop()
    let cookie = try await Self.visitor(shop)
    let layout = try await shop.get("/search?q=rjhv", cookie: cookie)
    #expect(layout.status == 200 && layout.text.contains("Возможно, вы ищете"))
    let first = try #require(Self.first("class=\"tile-name\">[^<]*", in: layout.text))
    #expect(first.lowercased().contains("корм"))
    let typed = try await shop.get("/search/suggestions?q=%D1%88%D0%B0%D0%BC%D0%BF%D0%BD%D1%8C", cookie: cookie)
    #expect(typed.status == 200 && typed.text.hasPrefix("<ul class=\"suggest-list\">"))
    #expect(typed.text.lowercased().contains("шампун") && !typed.text.contains("<html"))
    // A suggested category names no level in its address; its page is still titled with it.
    let suggested = try await shop.get("/search/suggestions?q=rjhv", cookie: cookie)
    let category = try #require(Self.first("/category/[0-9A-F-]{36}", in: suggested.text))
    let listing = try await shop.get(category, cookie: cookie)
    #expect(listing.text.contains("<h1>Корма") && !listing.text.contains("<h1>Каталог</h1>"))
    let history = try await shop.get("/search", cookie: cookie)
    #expect(history.text.contains(">rjhv</a>") && history.text.contains("Популярные запросы"))
  }

  @Test func searchEnginesGetASitemapOfEveryProductAndRobotsWithoutAChosenCity() async throws {
    let shop = try Self.shop()
    let crawler = [("User-Agent", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")]
    let robots = try await shop.send("GET", "/robots.txt", headers: crawler)
    #expect(robots.status == 200 && robots.text.contains("Sitemap: http://127.0.0.1:"))
    let index = try await shop.send("GET", "/sitemap.xml", headers: crawler)
    #expect(index.status == 200 && index.header("Content-Type") == "application/xml; charset=utf-8")
    #expect(index.text.contains("<sitemapindex"))
    var parts: [String] = []
    for part in Self.all("/sitemap/[a-z0-9/A-F-]+\\.xml", in: index.text) {
      let answer = try await shop.send("GET", part, headers: crawler)
      #expect(answer.status == 200, "\(part)")
      parts.append(answer.text)
    }
    let sitemap = parts.joined()
    let products = Set(Self.all("/product/[0-9A-F-]{36}", in: sitemap))
    let demoProducts = 715
    #expect(products.count == demoProducts)
    #expect(
      sitemap.contains("/sale/") && sitemap.contains("/collection/") && sitemap.contains("/catalog/"))
    let product = try #require(products.first)
    let page = try await shop.send("GET", product, headers: crawler)
    #expect(
      page.status == 200
        && page.text.contains("<script type=\"application/ld+json\">{\"@context\":\"https://schema.org\""))
  }
}
