import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands

/// A product in several categories on the back office's product form, posted as a browser without a script posts
/// it: one added, one taken out, never the last one.
@Suite(.serialized) struct WebAdminProductCategoriesTests {
  typealias Desk = WebAdminTests.Desk

  /// The categories the product is listed in, as the database holds them.
  static func categories(_ desk: Desk, _ product: String) throws -> Set<String> {
    try desk.shop.application.database.withConnection { connection in
      Set(
        try connection.query("SELECT category_id FROM product_categories WHERE product_id = ?", [.text(product)]).map {
          try $0.string(0).uppercased()
        })
    }
  }

  /// The form's first category and the first leaf its "add to a category" choice offers.
  static func choices(_ desk: Desk, _ product: String) async throws -> (first: String, addable: String) {
    let form = try await desk.get("/admin/products/\(product)")
    let first = try #require(WebFrontTests.first("<option value=\"[0-9A-F-]{36}\" selected", in: form.text))
    let add = try #require(form.text.range(of: "name=\"category_add\""))
    let addable = try #require(
      WebFrontTests.first("<option value=\"[0-9A-F-]{36}\"", in: String(form.text[add.upperBound...])))
    return (String(first.dropFirst(15).prefix(36)), String(addable.dropFirst(15).prefix(36)))
  }

  static func save(_ desk: Desk, _ product: (id: String, article: String, name: String), _ fields: [(String, String)])
    async throws -> RawHTTPResponse
  {
    try await desk.post(
      "/admin/products/\(product.id)",
      [("do", "save"), ("name", product.name), ("v0_article", product.article), ("v0_price", "100")] + fields)
  }

  @Test func aCategoryAddedListsTheProductInBothAndTheFormTicksIt() async throws {
    let desk = try await WebAdminTests.signedIn()
    let product = try WebAdminTests.firstProduct(desk)
    let (first, addable) = try await Self.choices(desk, product.id)
    let saved = try await Self.save(
      desk, product, [("category", first), ("categories_posted", "1"), ("category_add", addable)])
    #expect(saved.status == 303)
    #expect(try Self.categories(desk, product.id) == [first, addable])
    let shown = try await desk.get("/admin/products/\(product.id)")
    #expect(shown.text.contains("name=\"categories\" value=\"\(addable)\" checked"))
  }

  @Test func aCategoryUntickedTakesTheProductOutOfItOnly() async throws {
    let desk = try await WebAdminTests.signedIn()
    let product = try WebAdminTests.firstProduct(desk)
    let (first, addable) = try await Self.choices(desk, product.id)
    _ = try await Self.save(desk, product, [("category", first), ("category_add", addable)])
    let saved = try await Self.save(desk, product, [("category", first), ("categories_posted", "1")])
    #expect(saved.status == 303)
    #expect(try Self.categories(desk, product.id) == [first])
  }

  @Test func theLastCategoryTakenOutIsRefusedUnderTheCategoryAndNothingSaved() async throws {
    let desk = try await WebAdminTests.signedIn()
    let product = try WebAdminTests.firstProduct(desk)
    let (first, _) = try await Self.choices(desk, product.id)
    let refused = try await Self.save(desk, product, [("category", ""), ("categories_posted", "1")])
    #expect(refused.status == 422 && refused.text.contains("id=\"field-category-error\">Выберите категорию."))
    #expect(try Self.categories(desk, product.id) == [first])
  }
}
