import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// A product draft that breaks a rule is refused whole, with the rule's code and the field it broke.
@Suite struct AdminProductValidationTests {
  /// One broken rule: how the draft breaks it, and the answer.
  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var status: Int
    var code: String
    var field: String
    var breaks: @Sendable (inout ProductDraft, AdminFixture) throws -> Void
  }

  static let cases: [Case] = [
    Case(testDescription: "an empty name", status: 400, code: "validationError", field: "name") { draft, _ in
      draft.name = "   "
    },
    Case(testDescription: "a zero price", status: 400, code: "invalidPrice", field: "variants[0].price") { draft, _ in
      draft.variants[0].price = .zero
    },
    Case(testDescription: "a price above 10,000,000 ₽", status: 400, code: "invalidPrice", field: "variants[0].price") {
      draft, _ in draft.variants[0].price = Money(rubles: 10_000_001)
    },
    Case(
      testDescription: "an old price below the price", status: 400, code: "invalidPrice",
      field: "variants[0].old_price"
    ) { draft, _ in draft.variants[0].oldPrice = Money(rubles: 500) },
    Case(
      testDescription: "a barcode with a wrong check digit", status: 400, code: "invalidBarcode",
      field: "variants[0].barcode"
    ) { draft, _ in draft.variants[0].barcode = "4600000900011" },
    Case(
      testDescription: "another product's article", status: 409, code: "articleTaken", field: "variants[0].article"
    ) { draft, shop in
      draft.variants[0].article = Article(rawValue: try shop.server.articles(under: "koshki", count: 1)[0])
    },
    Case(
      testDescription: "another product's barcode", status: 409, code: "barcodeTaken", field: "variants[0].barcode"
    ) { draft, shop in
      draft.variants[0].barcode = try shop.server.rows(
        "SELECT barcode FROM product_variants WHERE barcode IS NOT NULL LIMIT 1")[0]
    },
    Case(
      testDescription: "one article twice", status: 409, code: "articleTaken", field: "variants[1].article"
    ) { draft, _ in draft.variants.append(draft.variants[0]) },
    Case(testDescription: "an unknown category", status: 404, code: "categoryNotFound", field: "ID") { draft, _ in
      draft.categoryIDs = [Category.ID(UUID())]
    },
    Case(
      testDescription: "a category with categories under it", status: 409, code: "categoryNotLeaf",
      field: "category_ids"
    ) {
      draft, shop in draft.categoryIDs = [try shop.category("koshki")]
    },
    Case(testDescription: "no category", status: 400, code: "validationError", field: "category_ids") { draft, _ in
      draft.categoryIDs = []
    },
    Case(testDescription: "no variant", status: 400, code: "validationError", field: "variants") { draft, _ in
      draft.variants = []
    },
    Case(
      testDescription: "an unnamed variant among several", status: 400, code: "validationError",
      field: "variants[1].name"
    ) { draft, _ in
      var second = draft.variants[0]
      second.article = "90009"
      second.barcode = nil
      second.name = " "
      draft.variants.append(second)
    },
    Case(testDescription: "an unknown VAT rate", status: 400, code: "validationError", field: "vat_rate") { draft, _ in
      draft.vatRate = "18%"
    },
    Case(testDescription: "a bad article", status: 400, code: "validationError", field: "variants[0].article") {
      draft, _ in draft.variants[0].article = "корм 1"
    },
    Case(
      testDescription: "a weighed good without a PLU", status: 400, code: "validationError", field: "variants[0].unit"
    ) { draft, _ in
      draft.variants[0].unit = .weight
      draft.variants[0].pricePerKilogram = Money(rubles: 549)
    },
    Case(
      testDescription: "a piece good with a price per kg", status: 400, code: "validationError",
      field: "variants[0].price_per_kg"
    ) { draft, _ in draft.variants[0].pricePerKilogram = Money(rubles: 549) },
    Case(
      testDescription: "a pack of no pieces", status: 400, code: "validationError", field: "variants[0].pack_size"
    ) { draft, _ in draft.variants[0].packSize = 0 },
    Case(
      testDescription: "an unknown filter property", status: 400, code: "validationError",
      field: "variants[0].properties[0].code"
    ) { draft, _ in draft.variants[0].properties = [AdminPropertyValue(code: "shade", value: "рыжий")] },
  ]

  @Test(arguments: cases)
  func aDraftBreakingARuleIsRefusedWithItsCode(_ rule: Case) throws {
    let shop = try AdminFixture()
    var draft = try shop.draft()
    try rule.breaks(&draft, shop)
    let revision = try shop.structureRevision()
    let response = try shop.send(.admin(.createProduct(draft)), token: shop.admin)
    #expect(response.status == rule.status, "\(response.text)")
    #expect(response.code == rule.code)
    let failures = response.json?["failures"] as? [NSDictionary]
    #expect(failures?.first?["field"] as? String == rule.field)
    #expect(try shop.structureRevision() == revision)
    #expect(try shop.server.rows("SELECT COUNT(*) FROM admin_audit_log") == ["0"])
  }

  @Test func aBodyThatIsNotADraftIs400() throws {
    let shop = try AdminFixture()
    let response = try shop.server.request(
      "POST", "/api/v1/admin/products",
      headers: [("Authorization", "Token \(shop.admin)"), ("Content-Type", "application/json")],
      body: Array(#"{"name":"x","variants":[{"price":"много"}]}"#.utf8))
    #expect(response.status == 400 && response.code == "abortError")
  }
}
