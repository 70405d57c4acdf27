import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// `GET /pos/catalogue`: the shop's catalogue for its registers, whole by pages, then only what changed.
@Suite struct RegisterCatalogueTests {
  /// Every page of an answer, following `next_after` (without `since` once an answer is complete).
  static func load(_ sale: SaleFixture, since: Int? = nil, limit: Int = 500) throws -> [RegisterCatalogue] {
    var pages: [RegisterCatalogue] = []
    var after: String?
    repeat {
      var query = ["limit=\(limit)"]
      if let since, pages.first?.complete != true { query.append("since=\(since)") }
      if let after { query.append("after=\(after)") }
      let response = try sale.pos.send("GET", "/catalogue?" + query.joined(separator: "&"), token: sale.pos.cashier)
      guard response.status == 200 else { throw TestFailure("catalogue: \(response.text)") }
      let page = try JSONDecoder.meowls.decode(RegisterCatalogue.self, from: Data(response.body))
      pages.append(page)
      after = page.nextAfter?.uuidString
    } while after != nil
    return pages
  }

  static func item(_ article: String, in pages: [RegisterCatalogue]) -> RegisterCatalogueItem? {
    pages.flatMap(\.items).first { $0.article.rawValue == article }
  }

  @Test func theWholeCatalogueComesInPagesWithEveryPricedVariant() throws {
    let sale = try SaleFixture()
    let pages = try Self.load(sale)
    #expect(pages.count > 1 && pages.allSatisfy(\.complete))
    let ids = pages.flatMap(\.items).map(\.id.uuidString)
    #expect(ids == ids.sorted() && Set(ids).count == ids.count)
    #expect(try sale.server.rows("SELECT COUNT(*) FROM variant_prices") == ["\(ids.count)"])
  }

  @Test func anItemCarriesWhatTheRegisterSellsBy() throws {
    let sale = try SaleFixture()
    let pages = try Self.load(sale)
    let food = try #require(Self.item(sale.food[0], in: pages))
    #expect(food.price == Money(rubles: 1000) && food.stock == 10 && food.pricePerKilogram == nil)
    #expect(
      food.barcode?.rawValue
        == (try sale.server.rows("SELECT barcode FROM product_variants WHERE article = '\(sale.food[0])'").first))
    #expect(food.name == (try sale.name(sale.food[0])) && food.vat == "20%")
    let loose = try #require(Self.item(sale.loose.article, in: pages))
    #expect(loose.plu == sale.loose.plu && loose.pricePerKilogram == Money(rubles: 549) && loose.stock == 3)
    #expect(loose.binGrams == 0)
  }

  @Test func aDeltaHasOnlyWhatChangedAtTheShopOrInTheChain() throws {
    let sale = try SaleFixture()
    let revision = try #require(try Self.load(sale).first?.revision)
    try sale.server.setPrice(sale.food[1], original: 40_000, price: 40_000)
    _ = try sale.sell([["code": sale.weightBarcode(grams: 300)]], cash: 1000)
    let other = try sale.server.articles(under: "sobaki", count: 1)[0]
    try sale.server.setStock(other, 7)
    let delta = try Self.load(sale, since: revision)
    #expect(delta.allSatisfy { !$0.complete } && delta.flatMap(\.removed).isEmpty)
    #expect(Set(delta.flatMap(\.items).map(\.article.rawValue)) == [sale.food[1], sale.loose.article])
    #expect(Self.item(sale.food[1], in: delta)?.price == Money(rubles: 400))
    let loose = Self.item(sale.loose.article, in: delta)
    #expect(loose?.stock == 2 && loose?.binGrams == 700)
    #expect(try Self.load(sale, since: delta[0].revision).flatMap(\.items).isEmpty)
  }

  @Test func aVariantThatCanNoLongerBeSoldIsRemoved() throws {
    let sale = try SaleFixture()
    let revision = try #require(try Self.load(sale).first?.revision)
    let id = try #require(
      try sale.server.rows("SELECT id FROM product_variants WHERE article = '\(sale.food[1])'").first)
    _ = try sale.server.rows("DELETE FROM variant_prices WHERE variant_id = '\(id)'")
    let delta = try Self.load(sale, since: revision)
    #expect(delta.flatMap(\.items).isEmpty && delta.flatMap(\.removed).map(\.uuidString) == [id])
  }

  @Test func aRenamedProductChangesItsVariants() throws {
    let sale = try SaleFixture()
    let revision = try #require(try Self.load(sale).first?.revision)
    _ = try sale.server.rows(
      "UPDATE products SET name = 'Новое имя' WHERE id = (SELECT product_id FROM product_variants WHERE article = '\(sale.food[0])')"
    )
    let names = try Self.load(sale, since: revision).flatMap(\.items).map(\.name)
    #expect(!names.isEmpty && names.allSatisfy { $0.hasPrefix("Новое имя") })
  }

  @Test func aProductsVATRateComesWithItsVariantsAndItsChangeInTheNextDelta() throws {
    let sale = try SaleFixture()
    let first = try Self.load(sale)
    let revision = try #require(first.first?.revision)
    #expect(Self.item(sale.food[0], in: first)?.vat == "20%")
    _ = try sale.server.rows(
      "UPDATE products SET vat_rate = '10%' WHERE id = (SELECT product_id FROM product_variants WHERE article = '\(sale.food[0])')"
    )
    let delta = try Self.load(sale, since: revision)
    #expect(Self.item(sale.food[0], in: delta)?.vat == "10%")
  }

  @Test(arguments: [99_999_999, 1 << 62])
  func aRevisionTheServerCannotAnswerFromGetsTheWholeCatalogue(since: Int) throws {
    let sale = try SaleFixture()
    let pages = try Self.load(sale, since: since, limit: 5_000)
    #expect(pages.allSatisfy(\.complete) && pages.flatMap(\.items).count > 1_000)
  }

  @Test(arguments: [
    "since=-1", "since=abc", "since=4611686018427387905", "limit=0", "limit=5001", "limit=x", "after=nope",
    "shop_id=42",
  ])
  func aMalformedParameterAnswersAClear400(_ query: String) throws {
    let sale = try SaleFixture()
    let response = try sale.pos.send("GET", "/catalogue?\(query)", token: sale.pos.cashier)
    let name = String(query.prefix { $0 != "=" })
    #expect(response.status == 400 && response.json?["code"] as? String == "abortError")
    #expect((response.json?["reason"] as? String)?.contains("'\(name)'") == true)
  }

  @Test func anAdminOfNoShopMustNameTheShop() throws {
    let sale = try SaleFixture()
    let admin = try sale.pos.adminToken()
    let response = try sale.pos.send("GET", "/catalogue", token: admin)
    #expect(response.status == 400 && response.json?["code"] as? String == "shopRequired")
    let named = try sale.pos.send("GET", "/catalogue?limit=1&shop_id=\(sale.shop.uuidString)", token: admin)
    #expect(named.status == 200)
  }

  @Test func anotherShopsCatalogueIsRefused() throws {
    let sale = try SaleFixture()
    let other = try sale.pos.foreignRegisterID()
    let shop = try #require(try sale.server.rows("SELECT shop_id FROM registers WHERE id = '\(other)'").first)
    let response = try sale.pos.send("GET", "/catalogue?shop_id=\(shop)", token: sale.pos.cashier)
    #expect(response.status == 403 && response.json?["code"] as? String == "staffNotAssigned")
  }
}
