import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands

/// The account pages against the real server with the web Store in front, over HTTP: what the page tests cannot
/// show (the session, the Kit and the server together).
@Suite(.serialized) struct WebAccountTests {
  /// A shop with a freshly registered customer: its session cookie and form token.
  static func customer() async throws -> (WebFrontTests.Shop, cookie: String, csrf: String) {
    let shop = try WebFrontTests.shop()
    let cookie = try await WebFrontTests.visitor(shop)
    let page = try await shop.get("/register", cookie: cookie)
    let csrf = String(
      try #require(WebFrontTests.first("name=\"csrf\" value=\"[0-9a-f]{64}\"", in: page.text)).dropLast().suffix(64))
    let registered = try await shop.post(
      "/register",
      form([
        ("csrf", csrf), ("do", "register"), ("surname", "Котова"), ("name", "Мария"), ("phone", "79131112233"),
        ("password", "Meowls2024"), ("confirmation", "Meowls2024"),
      ]), cookie: cookie)
    #expect(registered.status == 303 && registered.header("Location") == "/cart")
    return (shop, cookie, csrf)
  }

  static func form(_ pairs: [(String, String)]) -> String {
    pairs.map { name, value in
      name + "=" + (value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    }.joined(separator: "&")
  }

  @Test func aCustomerEditsTheProfileAndAnOptionalFieldLeftEmptyIsCleared() async throws {
    let (shop, cookie, csrf) = try await Self.customer()
    func save(_ surname: String, _ name: String, _ email: String) async throws -> RawHTTPResponse {
      try await shop.post(
        "/profile/edit",
        Self.form([
          ("csrf", csrf), ("do", "save"), ("surname", surname), ("name", name), ("patronymic", ""), ("email", email),
          ("gender", "woman"),
        ]), cookie: cookie)
    }
    let saved = try await save("Котова", "Мария", "cat@example.com")
    #expect(saved.status == 303 && saved.header("Location") == "/profile")
    #expect(try await shop.get("/profile", cookie: cookie).text.contains("<dd>cat@example.com</dd>"))

    let cleared = try await save("", "Мария", "")
    #expect(cleared.status == 303)
    let profile = try await shop.get("/profile", cookie: cookie).text
    #expect(!profile.contains("cat@example.com") && !profile.contains("Котова"))

    let refused = try await save("", "", "")
    #expect(refused.status == 422 && refused.text.contains("Пожалуйста, укажите имя"))
  }

  @Test func checkoutSendsAGuestToLogInAndAnEmptyCartBackToTheCart() async throws {
    let guestShop = try WebFrontTests.shop()
    let firstVisit = try await guestShop.get("/checkout")
    #expect(firstVisit.status == 303 && firstVisit.header("Location") == "/city?next=%2Fcheckout")
    let guest = try await guestShop.get("/checkout", cookie: try await WebFrontTests.visitor(guestShop))
    #expect(guest.status == 303 && guest.header("Location") == "/login")
    let (shop, cookie, _) = try await Self.customer()
    let empty = try await shop.get("/checkout", cookie: cookie)
    #expect(empty.status == 303 && empty.header("Location") == "/cart")
    #expect(try await shop.get("/orders", cookie: cookie).text.contains("Заказов пока нет"))
  }
}
