import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands

/// The web POS at `/pos/` under `meowls serve`, over HTTP with the demo staff, as a browser without a script (and,
/// for the scanner, as the page's script) would use it: what the Kit's screen tests cannot show (sessions, forms,
/// redirects, the printable receipt).
@Suite(.serialized) struct WebPOSTests {
  static let cashier = (phone: "79990000002", pin: "2222")

  /// A cashier's browser at the counter: the shop, the session cookie and the form token.
  struct Counter {
    let shop: WebFrontTests.Shop
    let cookie: String
    let csrf: String

    func get(_ path: String) async throws -> RawHTTPResponse { try await shop.get(path, cookie: cookie) }

    func post(_ path: String, _ pairs: [(String, String)]) async throws -> RawHTTPResponse {
      try await shop.post(path, WebAccountTests.form([("csrf", csrf)] + pairs), cookie: cookie)
    }
  }

  /// A fresh demo shop and a browser that opened the login page.
  static func counter() async throws -> Counter {
    let shop = try WebFrontTests.shop()
    let first = try await shop.get("/pos/login")
    let cookie = try #require(first.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
    let page = try await shop.get("/pos/login", cookie: cookie)
    let token = try #require(WebFrontTests.first("name=\"csrf\" value=\"[0-9a-f]{64}\"", in: page.text))
    return Counter(shop: shop, cookie: cookie, csrf: String(token.dropLast().suffix(64)))
  }

  /// The cashier logged in, unlocked and with a shift opened on a 1,000 ₽ float, and a piece good with its barcode
  /// stocked at the shop.
  static func sellingCounter() async throws -> (Counter, barcode: String) {
    let counter = try await counter()
    let login = try await counter.post(
      "/pos/login", [("do", "login"), ("phone", cashier.phone), ("password", DemoStaff.password)])
    #expect(login.status == 303 && login.header("Location") == "/pos/lock")
    let unlock = try await counter.post("/pos/lock", [("do", "unlock"), ("pin", cashier.pin)])
    #expect(unlock.status == 303)
    let opened = try await counter.post("/pos/shift", [("do", "open"), ("float", "1000")])
    #expect(opened.status == 303)
    let database = counter.shop.application.database
    let (article, barcode, shop) = try database.withConnection { connection in
      let good = try #require(
        try connection.first(
          """
          SELECT v.article, v.barcode FROM product_variants v WHERE v.barcode IS NOT NULL
          AND v.id NOT IN (SELECT variant_id FROM variant_plu_codes) ORDER BY v.article LIMIT 1
          """))
      let shop = try #require(
        try connection.first(
          "SELECT a.shop_id FROM staff_assignments a JOIN users u ON u.id = a.user_id WHERE u.phone = $1",
          [.text(cashier.phone)]))
      return (try good.string(0), try good.string(1), try shop.string(0))
    }
    try StockAdmin(database: database, clock: WebFrontTests.environment.clock).count(
      Article(rawValue: article), at: UUID(uuidString: shop), quantity: 50)
    return (counter, barcode)
  }

  /// The good scanned and paid for in cash, as the forms post it; the receipt's number the page shows.
  static func cashSale(_ counter: Counter, _ barcode: String) async throws -> String {
    _ = try await counter.post("/pos/sale", [("do", "code"), ("code", barcode)])
    _ = try await counter.post("/pos/sale", [("do", "cash")])
    _ = try await counter.post(
      "/pos/sale", [("do", "payment"), ("method", "cash"), ("cash", "100000"), ("confirm", "1")])
    let done = try await counter.get("/pos/sale").text
    return String(try #require(WebFrontTests.first("Чек № [0-9]+", in: done)).split(separator: " ").last ?? "")
  }

  /// The basket's lines on the sale page.
  static func lines(_ page: String) -> Int {
    guard let basket = page.range(of: "<tbody>"),
      let end = page.range(of: "</tbody>", range: basket.upperBound..<page.endIndex)
    else { return 0 }
    return page[basket.upperBound..<end.lowerBound].components(separatedBy: "<tr").count - 1
  }

  @Test func aBrowserWithoutASessionIsSentToTheLoginWithACookieScopedToThePOS() async throws {
    let shop = try WebFrontTests.shop()
    let sale = try await shop.get("/pos/sale")
    #expect(sale.status == 303 && sale.header("Location") == "/pos/login")
    let cookie = try #require(sale.header("Set-Cookie"))
    #expect(cookie.hasPrefix("meowls_pos=") && cookie.contains("Path=/pos") && cookie.contains("HttpOnly"))
  }

  @Test func aLoginPostedWithoutTheFormTokenSignsNobodyIn() async throws {
    let counter = try await Self.counter()
    let forged = try await counter.shop.post(
      "/pos/login",
      WebAccountTests.form([("do", "login"), ("phone", Self.cashier.phone), ("password", DemoStaff.password)]),
      cookie: counter.cookie)
    #expect(forged.header("Location") != "/pos/lock")
    let sale = try await counter.get("/pos/sale")
    #expect(sale.status == 303 && sale.header("Location") == "/pos/login")
  }

  @Test func aWrongPasswordKeepsThePhoneTypedButNeverThePassword() async throws {
    let counter = try await Self.counter()
    let refused = try await counter.post(
      "/pos/login", [("do", "login"), ("phone", Self.cashier.phone), ("password", "Wrong-Password-9")])
    #expect(refused.status >= 400 && refused.status < 500)
    #expect(refused.text.contains("value=\"\(Self.cashier.phone)\""))
    #expect(!refused.text.contains("Wrong-Password-9"))
  }

  @Test func theLoginLeadsToThePINLockWithTheOnScreenKeypad() async throws {
    let counter = try await Self.counter()
    let login = try await counter.post(
      "/pos/login", [("do", "login"), ("phone", Self.cashier.phone), ("password", DemoStaff.password)])
    #expect(login.status == 303 && login.header("Location") == "/pos/lock")
    let lock = try await counter.get("/pos/lock").text
    for digit in 0...9 {
      #expect(lock.contains("value=\"\(digit)\""), "keypad key \(digit)")
    }
    #expect(lock.contains("name=\"pin\""))
    let wrong = try await counter.post("/pos/lock", [("do", "unlock"), ("pin", "9999")])
    #expect(wrong.header("Location") != "/pos/shift")
  }

  @Test func aCodeTypedIntoTheSaleFormAddsItsLine() async throws {
    let (counter, barcode) = try await Self.sellingCounter()
    let sale = try await counter.get("/pos/sale").text
    #expect(sale.contains("data-scan-url=\"/pos/sale\"") && Self.lines(sale) == 0)
    let added = try await counter.post("/pos/sale", [("do", "code"), ("code", barcode)])
    #expect(added.status == 303)
    #expect(Self.lines(try await counter.get("/pos/sale").text) == 1)
  }

  @Test func aScannersBurstPostedByThePageScriptAddsTheLine() async throws {
    let (counter, barcode) = try await Self.sellingCounter()
    let times = (0...barcode.count).map { String($0 * 4) }.joined(separator: ",")
    let scanned = try await counter.post("/pos/sale", [("do", "keys"), ("keys", barcode + "\n"), ("times", times)])
    #expect(scanned.status == 303)
    #expect(Self.lines(try await counter.get("/pos/sale").text) == 1)
  }

  @Test func keysTypedSlowlyOutsideAFieldAreTypedIntoTheCodeFieldNotScanned() async throws {
    let (counter, barcode) = try await Self.sellingCounter()
    let times = (0..<barcode.count).map { String($0 * 400) }.joined(separator: ",")
    _ = try await counter.post("/pos/sale", [("do", "keys"), ("keys", barcode), ("times", times)])
    let sale = try await counter.get("/pos/sale").text
    #expect(Self.lines(sale) == 0, "no scan: a person's typing")
    #expect(
      sale.contains("name=\"code\"") && sale.contains("value=\"\(barcode)\""), "the typed code waits in its field")
  }

  @Test func aCashSaleShowsItsReceiptNumberAndTheChange() async throws {
    let (counter, barcode) = try await Self.sellingCounter()
    _ = try await counter.post("/pos/sale", [("do", "code"), ("code", barcode)])
    let cash = try await counter.post("/pos/sale", [("do", "cash")])
    #expect(cash.status == 303)
    #expect(try await counter.get("/pos/sale").text.contains("name=\"cash\""), "the payment form asks the cash")
    let paid = try await counter.post(
      "/pos/sale", [("do", "payment"), ("method", "cash"), ("cash", "100000"), ("confirm", "1")])
    #expect(paid.status == 303)
    let done = try await counter.get("/pos/sale").text
    #expect(WebFrontTests.first("Чек № [0-9]+", in: done) != nil, "the receipt's number")
    #expect(done.contains("Сдача"))
  }

  @Test func theReceiptsPrintViewIsTheServers80mmPageWithItsQRCode() async throws {
    let (counter, barcode) = try await Self.sellingCounter()
    let number = try await Self.cashSale(counter, barcode)
    let print = try await counter.get("/pos/receipts/\(number)/print")
    #expect(print.status == 200)
    #expect(print.text.contains("Кассовый чек") && print.text.contains("<svg"))
    #expect(print.text.contains("data-print"), "the Print button calls window.print with the script")
  }

  @Test func aReceiptShowsItsTimeOnTheShopsClockNotTheHosts() async throws {
    let (counter, barcode) = try await Self.sellingCounter()
    let number = try await Self.cashSale(counter, barcode)
    // NB: the test clock is 2027-01-15 08:00 UTC; the demo staff's shop is in Novosibirsk (UTC+7).
    let receipt = try await counter.get("/pos/receipts/\(number)").text
    #expect(receipt.contains("15.01.2027 15:00"), "\(receipt.prefix(2000))")
  }

  @Test func theShortcutKeysAreOnTheSalePagesButtons() async throws {
    let (counter, barcode) = try await Self.sellingCounter()
    _ = try await counter.post("/pos/sale", [("do", "code"), ("code", barcode)])
    let sale = try await counter.get("/pos/sale").text
    for key in ["F7", "F8", "F9", "F10"] {
      #expect(sale.contains("data-shortcut=\"\(key)\""), "shortcut \(key)")
    }
  }
}
