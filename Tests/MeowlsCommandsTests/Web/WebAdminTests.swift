import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands

/// The back office at `/admin/` under `meowls serve`, over HTTP, as a browser without a script uses it: the
/// sign-in (admins and managers only), the forms with their tokens, post/redirect/get, the picture and file
/// uploads as multipart bodies; what the Kit's screen tests cannot show.
@Suite(.serialized) struct WebAdminTests {
  static let owner = (phone: "79990000098", password: "Meowls2024")

  /// A browser on the back office: the shop, the session cookie and the form token.
  struct Desk {
    let shop: WebFrontTests.Shop
    let cookie: String
    let csrf: String

    func get(_ path: String) async throws -> RawHTTPResponse { try await shop.get(path, cookie: cookie) }

    func post(_ path: String, _ pairs: [(String, String)], token: String? = nil) async throws -> RawHTTPResponse {
      try await shop.post(path, WebAccountTests.form([("csrf", token ?? csrf)] + pairs), cookie: cookie)
    }

    /// A multipart form with one file.
    func upload(_ path: String, _ pairs: [(String, String)], file: [UInt8], name: String) async throws
      -> RawHTTPResponse
    {
      let boundary = "----meowls-test-boundary"
      var body: [UInt8] = []
      for (key, value) in [("csrf", csrf)] + pairs {
        body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(key)\"\r\n\r\n\(value)\r\n".utf8)
      }
      body += Array(
        "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\nContent-Type: application/octet-stream\r\n\r\n"
          .utf8)
      body += file + Array("\r\n--\(boundary)--\r\n".utf8)
      return try await shop.send(
        "POST", path,
        headers: [("Cookie", cookie), ("Content-Type", "multipart/form-data; boundary=\(boundary)")], body: body)
    }
  }

  /// A fresh demo shop with its owner (an admin of no shop) and a browser that opened the sign-in.
  static func desk() async throws -> Desk {
    let shop = try WebFrontTests.shop()
    let database = shop.application.database
    _ = try StaffAdmin(database: database, environment: WebFrontTests.environment).addStaff(
      role: .admin, phone: owner.phone, password: owner.password, name: "Ольга")
    let first = try await shop.get("/admin/login")
    let cookie = try #require(first.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
    let page = try await shop.get("/admin/login", cookie: cookie)
    let token = try #require(WebFrontTests.first("name=\"csrf\" value=\"[0-9a-f]{64}\"", in: page.text))
    return Desk(shop: shop, cookie: cookie, csrf: String(token.dropLast().suffix(64)))
  }

  /// The owner signed in.
  static func signedIn() async throws -> Desk {
    let desk = try await Self.desk()
    let login = try await desk.post(
      "/admin/login", [("do", "login"), ("phone", Self.owner.phone), ("password", Self.owner.password)])
    #expect(login.status == 303 && login.header("Location") == "/admin/products")
    return desk
  }

  /// The first product of the demo shop the back office lists, and its default article.
  static func firstProduct(_ desk: Desk) throws -> (id: String, article: String, name: String) {
    try desk.shop.application.database.withConnection { connection in
      let row = try #require(
        try connection.first(
          """
          SELECT p.id, v.article, p.name FROM products p JOIN product_variants v ON v.product_id = p.id
          WHERE p.archived = 0 ORDER BY p.position, v.position LIMIT 1
          """))
      return (try row.string(0), try row.string(1), try row.string(2))
    }
  }

  @Test func aPageWithoutASignInLeadsToIt() async throws {
    let desk = try await Self.desk()
    let page = try await desk.get("/admin/products")
    #expect(page.status == 303 && page.header("Location") == "/admin/login")
  }

  @Test func theSessionCookieIsTheBackOfficesAlone() async throws {
    let shop = try WebFrontTests.shop()
    let first = try await shop.get("/admin/login")
    let cookie = try #require(first.header("Set-Cookie"))
    #expect(cookie.hasPrefix("meowls_admin=") && cookie.contains("Path=/admin;") && cookie.contains("HttpOnly"))
  }

  @Test func aCashierIsToldTheBackOfficeIsNotTheirs() async throws {
    let desk = try await Self.desk()
    let refused = try await desk.post(
      "/admin/login", [("do", "login"), ("phone", WebPOSTests.cashier.phone), ("password", DemoStaff.password)])
    #expect(refused.status == 403 && refused.text.contains("не даёт доступа к бэк-офису"))
    #expect(try await desk.get("/admin/products").status == 303)
  }

  @Test func aWrongPasswordIsRefusedWithTheKitsMessage() async throws {
    let desk = try await Self.desk()
    let refused = try await desk.post(
      "/admin/login", [("do", "login"), ("phone", Self.owner.phone), ("password", "x")])
    #expect(refused.status == 422 && refused.text.contains("role=\"alert\"") && !refused.text.contains("value=\"x\""))
  }

  @Test func aFormWithoutItsTokenChangesNothing() async throws {
    let desk = try await Self.desk()
    let refused = try await desk.post(
      "/admin/login", [("do", "login"), ("phone", Self.owner.phone), ("password", Self.owner.password)], token: "forged"
    )
    #expect(refused.status == 303 && refused.header("Location") == "/admin/login")
    #expect(try await desk.get("/admin/products").status == 303)
  }

  @Test func theOwnerFindsAProductByName() async throws {
    let desk = try await Self.signedIn()
    let product = try Self.firstProduct(desk)
    let word = String(product.name.split(separator: " ").first ?? "")
    let query = word.addingPercentEncoding(withAllowedCharacters: CharacterSet.alphanumerics) ?? ""
    let page = try await desk.get("/admin/products?query=\(query)")
    #expect(page.status == 200 && page.text.contains("/admin/products/\(product.id)"))
  }

  @Test func aNewPriceIsSavedAndShownAtOnce() async throws {
    let desk = try await Self.signedIn()
    let product = try Self.firstProduct(desk)
    let form = try await desk.get("/admin/products/\(product.id)")
    let name = try #require(
      WebFrontTests.first("id=\"field-name\" name=\"name\" type=\"text\" value=\"[^\"]*\"", in: form.text))
    let category = try #require(WebFrontTests.first("<option value=\"[0-9A-F-]{36}\" selected", in: form.text))
    let saved = try await desk.post(
      "/admin/products/\(product.id)",
      [
        ("do", "save"), ("name", product.name), ("category", String(category.dropFirst(15).prefix(36))),
        ("vat", "20%"), ("quick_buy", "1"), ("v0_article", product.article), ("v0_name", "1 шт"),
        ("v0_price", "1234,50"),
      ])
    #expect(saved.status == 303 && name.contains("value="))
    let shown = try await desk.get("/admin/products/\(product.id)")
    #expect(shown.text.contains("value=\"1234.50\"") && shown.text.contains("Сохранено."))
    let audit = try await desk.get("/admin/audit?action=product.edit")
    #expect(audit.text.contains("product.edit") && audit.text.contains("1234.5"))
  }

  @Test func aPriceThatIsNoAmountIsShownOnTheFormUnsaved() async throws {
    let desk = try await Self.signedIn()
    let product = try Self.firstProduct(desk)
    let refused = try await desk.post(
      "/admin/products/\(product.id)",
      [("do", "save"), ("name", product.name), ("v0_article", product.article), ("v0_price", "дорого")])
    #expect(refused.status == 422 && refused.text.contains("value=\"дорого\""))
    #expect(refused.text.contains("Введите сумму"))
  }

  @Test func anAPIRefusalIsShownInTheKitsWords() async throws {
    let desk = try await Self.signedIn()
    let product = try Self.firstProduct(desk)
    let form = try await desk.get("/admin/products/\(product.id)")
    let category = try #require(WebFrontTests.first("<option value=\"[0-9A-F-]{36}\" selected", in: form.text))
    let refused = try await desk.post(
      "/admin/products/\(product.id)",
      [
        ("do", "save"), ("name", product.name), ("category", String(category.dropFirst(15).prefix(36))),
        ("v0_article", product.article), ("v0_name", "1 шт"), ("v0_price", "100"), ("v0_old_price", "50"),
      ])
    #expect(refused.status == 422 && refused.text.contains("старая цена не выше новой"))
  }

  @Test func anUploadedPictureIsShownAndMovedFirst() async throws {
    let desk = try await Self.signedIn()
    let product = try Self.firstProduct(desk)
    let photo = try Vips().testPhoto(width: 120, height: 90, format: .png)
    let uploaded = try await desk.upload(
      "/admin/products/\(product.id)/pictures", [("do", "upload")], file: photo, name: "cat.png")
    #expect(uploaded.status == 303)
    let page = try await desk.get("/admin/products/\(product.id)")
    let id = try #require(WebFrontTests.first("picture-[0-9a-f]{64}", in: page.text))
    let moved = try await desk.post("/admin/products/\(product.id)", [("do", "picture-up"), ("picture", id)])
    #expect(moved.status == 303)
    let after = try await desk.get("/admin/products/\(product.id)")
    #expect(
      WebFrontTests.first(
        "(picture|product)-[0-9a-z_-]+", in: after.text.components(separatedBy: "picture-list").last ?? "") == id)
  }

  @Test func aPriceListIsDryRunThenApplied() async throws {
    let desk = try await Self.signedIn()
    let product = try Self.firstProduct(desk)
    let csv = Array("артикул;цена\n\(product.article);777,70\n".utf8)
    let checked = try await desk.upload(
      "/admin/imports/file", [("do", "dry-run"), ("kind", "prices")], file: csv, name: "prices.csv")
    #expect(checked.status == 303)
    let report = try await desk.get("/admin/imports")
    #expect(report.text.contains("prices.csv") && report.text.contains("name=\"do\" value=\"apply\""))
    let applied = try await desk.post("/admin/imports", [("do", "apply")])
    #expect(applied.status == 303)
    let done = try await desk.get("/admin/imports")
    #expect(done.text.contains("Применено") && !done.text.contains("value=\"apply\""))
    let list = try await desk.get("/admin/products?query=\(product.article)")
    #expect(list.text.contains("777,70"))
  }

  @Test func theOrdersAndTheCategoriesAreListed() async throws {
    let desk = try await Self.signedIn()
    let orders = try await desk.get("/admin/orders?status=COMPLETED")
    #expect(orders.status == 200 && orders.text.contains("<form method=\"get\""))
    let tree = try await desk.get("/admin/categories")
    #expect(tree.status == 200 && tree.text.contains("name=\"do\" value=\"rename\""))
    let bad = try await desk.get("/admin/orders?from=yesterday")
    #expect(bad.text.contains("ГГГГ-ММ-ДД"))
  }

  @Test func aCategoryIsCreatedUnderItsParent() async throws {
    let desk = try await Self.signedIn()
    let created = try await desk.post("/admin/categories", [("do", "create"), ("name", "Аквариумы"), ("parent", "")])
    #expect(created.status == 303)
    let tree = try await desk.get("/admin/categories")
    #expect(tree.text.contains("value=\"Аквариумы\""))
  }

  @Test func aManagerSignsInWithoutTheAdminsSections() async throws {
    let desk = try await Self.desk()
    let login = try await desk.post(
      "/admin/login", [("do", "login"), ("phone", "79990000001"), ("password", DemoStaff.password)])
    #expect(login.status == 303)
    let page = try await desk.get("/admin/products")
    #expect(page.status == 200 && !page.text.contains("href=\"/admin/imports\"") && !page.text.contains("/admin/audit"))
    #expect(page.text.contains("href=\"/admin/orders\""))
  }
}
