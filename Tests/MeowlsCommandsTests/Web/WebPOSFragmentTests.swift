import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands

/// The sale's forms as the page's script posts them (issue 19's speed): with `X-POS-Fragment: main` the same form
/// is answered with what the page's `main` shows after it, drawn from the same sale state, instead of a redirect
/// to the page; without the header nothing changes.
@Suite(.serialized) struct WebPOSFragmentTests {
  /// Posts `pairs` (and the form token) as the script does, asking for the fragment.
  static func fragment(_ counter: WebPOSTests.Counter, _ pairs: [(String, String)]) async throws -> RawHTTPResponse {
    try await counter.shop.send(
      "POST", "/pos/sale",
      headers: [
        ("Cookie", counter.cookie), ("Content-Type", "application/x-www-form-urlencoded"), ("X-POS-Fragment", "main"),
      ], body: Array(WebAccountTests.form([("csrf", counter.csrf)] + pairs).utf8))
  }

  /// What the page's `main` holds.
  static func main(_ page: String) throws -> String {
    let start = try #require(page.range(of: "<main id=\"main\" class=\"pos-page\">"))
    let end = try #require(page.range(of: "</main>", options: .backwards))
    return String(page[start.upperBound..<end.lowerBound])
  }

  @Test func aScanAskedAsAFragmentAnswersTheBasketWithItsLineAndTotalNotARedirect() async throws {
    let (counter, barcode) = try await WebPOSTests.sellingCounter()
    let times = (0...barcode.count).map { String($0 * 4) }.joined(separator: ",")
    let scanned = try await Self.fragment(counter, [("do", "keys"), ("keys", barcode + "\n"), ("times", times)])
    #expect(scanned.status == 200 && scanned.header("X-POS-Fragment") == "main")
    #expect(!scanned.text.contains("<html") && !scanned.text.contains("<head"), "only the page's main")
    #expect(WebPOSTests.lines(scanned.text) == 1, "the scanned line")
    #expect(scanned.text.contains("Итого"), "the total")
    #expect(scanned.text.contains("data-scan-url=\"/pos/sale\""), "the scanner's form, for the next scan")
  }

  @Test func theFragmentIsWhatThePageItselfShowsInItsMain() async throws {
    let (counter, barcode) = try await WebPOSTests.sellingCounter()
    let typed = try await Self.fragment(counter, [("do", "code"), ("code", barcode)])
    let page = try await counter.get("/pos/sale")
    #expect(typed.text == (try Self.main(page.text)), "the same view drawn from the same state")
  }

  @Test func anUnknownCodeAnswersTheFragmentWithItsErrorAndNoLine() async throws {
    let (counter, _) = try await WebPOSTests.sellingCounter()
    let unknown = try await Self.fragment(counter, [("do", "code"), ("code", "0000000000017")])
    #expect(unknown.status == 200 && unknown.header("X-POS-Fragment") == "main")
    #expect(WebPOSTests.lines(unknown.text) == 0)
    #expect(unknown.text.contains("class=\"form-error alert\" role=\"alert\""), "the refusal: \(unknown.text)")
  }

  @Test func aCashPaymentConfirmedAsAFragmentAnswersTheReceiptReady() async throws {
    let (counter, barcode) = try await WebPOSTests.sellingCounter()
    _ = try await Self.fragment(counter, [("do", "code"), ("code", barcode)])
    let form = try await Self.fragment(counter, [("do", "cash")])
    #expect(form.header("X-POS-Fragment") == "main" && form.text.contains("name=\"cash\""), "the payment form")
    let paid = try await Self.fragment(
      counter, [("do", "payment"), ("method", "cash"), ("cash", "100000"), ("confirm", "1")])
    #expect(paid.status == 200 && paid.header("X-POS-Fragment") == "main")
    #expect(WebFrontTests.first("Чек № [0-9]+", in: paid.text) != nil && paid.text.contains("Сдача"), "\(paid.text)")
  }

  @Test func aFormLeadingToAnotherPageAnswersWhereToGoRatherThanAFragment() async throws {
    let (counter, barcode) = try await WebPOSTests.sellingCounter()
    let number = try await WebPOSTests.cashSale(counter, barcode)
    let print = try await Self.fragment(counter, [("do", "print")])
    #expect(print.status == 200 && print.header("X-POS-Fragment") == nil)
    #expect(print.header("X-POS-Location") == "/pos/receipts/\(number)/print")
  }

  @Test func aFragmentPostWithoutTheFormTokenChangesNothingAndSendsThePageBack() async throws {
    let (counter, barcode) = try await WebPOSTests.sellingCounter()
    let forged = try await counter.shop.send(
      "POST", "/pos/sale",
      headers: [
        ("Cookie", counter.cookie), ("Content-Type", "application/x-www-form-urlencoded"), ("X-POS-Fragment", "main"),
      ], body: Array(WebAccountTests.form([("do", "code"), ("code", barcode)]).utf8))
    #expect(forged.header("X-POS-Location") == "/pos/sale")
    #expect(WebPOSTests.lines(try await counter.get("/pos/sale").text) == 0)
  }

  @Test func withoutTheHeaderTheSameFormStillRedirectsToThePage() async throws {
    let (counter, barcode) = try await WebPOSTests.sellingCounter()
    let added = try await counter.post("/pos/sale", [("do", "code"), ("code", barcode)])
    #expect(added.status == 303 && added.header("Location") == "/pos/sale" && added.header("X-POS-Fragment") == nil)
    #expect(WebPOSTests.lines(try await counter.get("/pos/sale").text) == 1)
  }
}
