import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands

/// A variant's unit, PLU, pack size, price per kg and filter values on the back office's product form, posted as a
/// browser without a script posts them: saved and drawn again, a number typed wrong kept unsaved, the API's refusal
/// shown at the field it names.
@Suite(.serialized) struct WebAdminVariantTests {
  typealias Desk = WebAdminTests.Desk

  /// The first product's form posted with its first variant's `fields` over what the form shows.
  static func save(_ desk: Desk, _ fields: [(String, String)]) async throws -> RawHTTPResponse {
    let product = try WebAdminTests.firstProduct(desk)
    let form = try await desk.get("/admin/products/\(product.id)")
    let category = try #require(WebFrontTests.first("<option value=\"[0-9A-F-]{36}\" selected", in: form.text))
    return try await desk.post(
      "/admin/products/\(product.id)",
      [
        ("do", "save"), ("name", product.name), ("category", String(category.dropFirst(15).prefix(36))),
        ("v0_article", product.article), ("v0_name", "Развес"), ("v0_price", "100"),
      ] + fields)
  }

  /// A filter property of the demo shop.
  static func propertyCode(_ desk: Desk) throws -> String {
    try desk.shop.application.database.withConnection { connection in
      try #require(try connection.first("SELECT code FROM product_properties ORDER BY code LIMIT 1")).string(0)
    }
  }

  @Test func theFormShowsEachVariantsSellingFieldsAndFilters() async throws {
    let desk = try await WebAdminTests.signedIn()
    let product = try WebAdminTests.firstProduct(desk)
    let page = try await desk.get("/admin/products/\(product.id)")
    for id in ["v0-unit", "v0-plu", "v0-pack_size", "v0-price_per_kg", "v0-properties"] {
      #expect(page.text.contains("<label for=\"\(id)\""), "\(id)")
    }
    #expect(page.text.contains("<option value=\"weight\"") && page.text.contains("на вес"))
  }

  @Test func aVariantSoldByWeightIsSavedWithItsPLUAndFilterValue() async throws {
    let desk = try await WebAdminTests.signedIn()
    let code = try Self.propertyCode(desk)
    let saved = try await Self.save(
      desk,
      [
        ("v0_unit", "weight"), ("v0_plu", "4242"), ("v0_pack_size", ""), ("v0_price_per_kg", "450,50"),
        ("v0_properties", "\(code): Мурлыка-тест"),
      ])
    #expect(saved.status == 303)
    let shown = try await desk.get("/admin/products/\(try WebAdminTests.firstProduct(desk).id)")
    #expect(shown.text.contains("<option value=\"weight\" selected"))
    #expect(shown.text.contains("value=\"4242\"") && shown.text.contains("value=\"450.50\""))
    #expect(shown.text.contains("value=\"1000\"") && shown.text.contains("\(code): Мурлыка-тест</textarea>"))
  }

  @Test func aPLUThatIsNoNumberIsShownOnTheFormUnsaved() async throws {
    let desk = try await WebAdminTests.signedIn()
    let refused = try await Self.save(desk, [("v0_plu", "сорок")])
    #expect(refused.status == 422 && refused.text.contains("value=\"сорок\""))
    #expect(refused.text.contains("id=\"v0-plu-error\">Введите целое число."))
  }

  @Test func aWeighedVariantWithoutItsPLUIsRefusedAtItsUnit() async throws {
    let desk = try await WebAdminTests.signedIn()
    let refused = try await Self.save(desk, [("v0_unit", "weight"), ("v0_plu", ""), ("v0_price_per_kg", "")])
    #expect(refused.status == 422)
    #expect(refused.text.contains("id=\"v0-unit-error\">A variant sold by weight needs a plu and a price_per_kg."))
  }

  @Test func anUnknownFilterCodeIsRefusedAtTheVariantsFilters() async throws {
    let desk = try await WebAdminTests.signedIn()
    let refused = try await Self.save(desk, [("v0_properties", "no_such_filter: красный")])
    #expect(refused.status == 422 && refused.text.contains("no_such_filter: красный</textarea>"))
    #expect(
      refused.text.contains("id=\"v0-properties-error\">No filter property has the code 'no_such_filter'."))
  }
}
