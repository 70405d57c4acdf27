import Foundation
import MeowlsTestSupport

/// A cashier at the till's web POS, as a browser without a script would be: one session cookie, every form posted
/// with the session's CSRF token, every answer a page or a redirect after a form.
struct TillCounter {
  private(set) var port: Int
  private(set) var cookie = ""
  private(set) var csrf = ""

  init(port: Int) throws {
    self.port = port
    let first = try get("/login")
    guard let cookie = first.header("Set-Cookie")?.split(separator: ";").first.map(String.init) else {
      throw TestFailure("the till set no session cookie: \(first.status)")
    }
    self.cookie = cookie
    try readToken(from: get("/login"))
  }

  /// The same browser session, on a till started again on another port.
  func on(port: Int) -> TillCounter {
    var moved = self
    moved.port = port
    return moved
  }

  func get(_ path: String) throws -> RawHTTPResponse {
    try RawHTTPClient(port: port, receiveTimeoutSeconds: 20).request(
      "GET", path, headers: cookie.isEmpty ? [] : [("Cookie", cookie)])
  }

  /// Posts `pairs` (and the form token) to `path`; the answer.
  @discardableResult
  func post(_ path: String, _ pairs: [(String, String)]) throws -> RawHTTPResponse {
    let body = ([("csrf", csrf)] + pairs).map { name, value in
      name + "=" + (value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    }.joined(separator: "&")
    return try RawHTTPClient(port: port, receiveTimeoutSeconds: 20).request(
      "POST", path,
      headers: [("Cookie", cookie), ("Content-Type", "application/x-www-form-urlencoded")], body: Array(body.utf8))
  }

  /// Logs in by password, unlocks with the PIN; the page the unlock leads to.
  func signIn(phone: String, password: String, pin: String) throws -> String {
    let login = try post("/login", [("do", "login"), ("phone", phone), ("password", password)])
    guard login.status == 303, login.header("Location") == "/lock" else {
      throw TestFailure("login: \(login.status) \(login.header("Location") ?? login.text.prefix(300).description)")
    }
    let unlock = try post("/lock", [("do", "unlock"), ("pin", pin)])
    guard unlock.status == 303, let next = unlock.header("Location") else {
      throw TestFailure("unlock: \(unlock.status) \(unlock.text.prefix(300))")
    }
    return next
  }

  /// Scans `code` into the basket and pays `cash` for it; the sale page after the payment.
  func sell(_ code: String, cash: String) throws -> String {
    for form in [
      [("do", "code"), ("code", code)], [("do", "cash")],
      [
        ("do", "payment"), ("method", "cash"), ("cash", cash), ("confirm", "1"),
      ],
    ] {
      let answer = try post("/sale", form)
      guard answer.status == 303 else {
        throw TestFailure("sale \(form[0].1): \(answer.status) \(answer.text.prefix(300))")
      }
    }
    let page = try get("/sale").text
    try post("/sale", [("do", "new")])
    return page
  }

  private mutating func readToken(from page: RawHTTPResponse) throws {
    guard let range = page.text.range(of: #"name="csrf" value="[0-9a-f]{64}""#, options: .regularExpression) else {
      throw TestFailure("no form token on the login page: \(page.status)")
    }
    csrf = String(page.text[range].dropLast().suffix(64))
  }
}
