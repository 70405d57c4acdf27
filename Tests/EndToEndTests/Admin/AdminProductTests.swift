import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// `/admin/products...`: create, edit, archive, each seen by shoppers at once and written to the audit log.
@Suite struct AdminProductTests {
  @Test func aCreatedProductIsAnsweredWhole() throws {
    let shop = try AdminFixture()
    let category = try shop.category("koshki/lakomstva")
    var draft = try shop.draft(barcode: "4600000900018")
    draft.variants[0].oldPrice = Money(rubles: 1200)
    draft.variants[0].properties = [AdminPropertyValue(code: "brand", value: "Мурлыка")]
    draft.vatRate = "10%"
    let product: AdminProduct = try shop.call(.createProduct(draft))
    let variant = try #require(product.variants.first?.id)
    #expect(
      product
        == AdminProduct(
          archived: false, categoryIDs: [category], code: product.id.rawValue.uuidString.lowercased(), id: product.id,
          name: "Корм Мурлыка для котят", quickBuy: true,
          variants: [
            AdminVariant(
              article: "90001", availability: .available, barcode: "4600000900018", id: variant, name: "400 г",
              oldPrice: Money(rubles: 1200), packSize: 1, price: Money(rubles: 999),
              properties: [AdminPropertyValue(code: "brand", value: "Мурлыка")], unit: .piece)
          ], vatRate: "10%", pictures: []))
    #expect(try shop.call(.product(.valid(product.id))) == product)
  }

  @Test func aProductsOnlyVariantMayBeUnnamedAsTheDemoShopsAre() throws {
    let shop = try AdminFixture()
    var draft = try shop.draft()
    draft.variants[0].name = "  "
    let product: AdminProduct = try shop.call(.createProduct(draft))
    #expect(product.variants.map(\.name) == [""])
    let card = try shop.send(.catalog(.product(.valid(product.id))), token: nil)
    #expect(try JSONDecoder.meowls.decode(ProductDetail.self, from: Data(card.body)).variants.map(\.shortName) == [""])
  }

  @Test func aCreatedProductIsListedAndFoundAtOnce() throws {
    let shop = try AdminFixture()
    let category = try shop.category("koshki/lakomstva")
    #expect(try shop.search("Мурлыка") == [])
    let before = try shop.listed(in: category)
    let revision = try shop.structureRevision()
    let product: AdminProduct = try shop.call(.createProduct(try shop.draft()))
    #expect(try shop.structureRevision() > revision)
    #expect(try shop.search("Мурлыка") == [product.id])
    #expect(try shop.listed(in: category) == before + [product.id])
  }

  @Test func aRenamedProductIsFoundByItsNewNameAtOnce() throws {
    let shop = try AdminFixture()
    let product: AdminProduct = try shop.call(.createProduct(try shop.draft()))
    _ = try shop.search("Мурлыка")
    var draft = try shop.draft(name: "Корм Пушистик для котят")
    draft.variants[0].id = product.variants[0].id
    let renamed: AdminProduct = try shop.call(.editProduct(.valid(product.id), draft))
    #expect(renamed.name == "Корм Пушистик для котят")
    #expect(try shop.search("Пушистик") == [product.id])
    #expect(try shop.search("Мурлыка") == [])
  }

  @Test func aNewPriceIsOnTheProductCardAtOnce() throws {
    let shop = try AdminFixture()
    let product: AdminProduct = try shop.call(.createProduct(try shop.draft()))
    let card = try shop.send(.catalog(.product(.valid(product.id))), token: nil)
    #expect(
      try JSONDecoder.meowls.decode(ProductDetail.self, from: Data(card.body)).variants.first?.price.price
        == Money(rubles: 999))
    var draft = try shop.draft(price: Money(kopecks: 84_950))
    draft.variants[0].id = product.variants[0].id
    _ = try shop.call(.editProduct(.valid(product.id), draft), as: AdminProduct.self)
    let changed = try shop.send(.catalog(.product(.valid(product.id))), token: nil)
    #expect(
      try JSONDecoder.meowls.decode(ProductDetail.self, from: Data(changed.body)).variants.first?.price.price
        == Money(kopecks: 84_950))
  }

  @Test func anEditAddsAVariantAndKeepsTheOthers() throws {
    let shop = try AdminFixture()
    let product: AdminProduct = try shop.call(.createProduct(try shop.draft()))
    var draft = try shop.draft()
    draft.variants[0].id = product.variants[0].id
    draft.variants.append(
      AdminVariant(
        article: "90002", name: "1 кг", plu: 10_900, price: Money(rubles: 549), pricePerKilogram: Money(rubles: 549),
        unit: .weight))
    let edited: AdminProduct = try shop.call(.editProduct(.valid(product.id), draft))
    #expect(edited.variants.map(\.article) == ["90001", "90002"])
    #expect(edited.variants[0].id == product.variants[0].id)
    #expect(
      edited.variants[1].unit == .weight && edited.variants[1].packSize == 1000 && edited.variants[1].plu == 10_900)
  }

  @Test func anEditThatLeavesOutAVariantIsRefused() throws {
    let shop = try AdminFixture()
    var draft = try shop.draft()
    draft.variants.append(AdminVariant(article: "90002", name: "2 кг", price: Money(rubles: 1800)))
    let product: AdminProduct = try shop.call(.createProduct(draft))
    var shorter = try shop.draft()
    shorter.variants[0].id = product.variants[0].id
    let response = try shop.send(.admin(.editProduct(.valid(product.id), shorter)), token: shop.admin)
    #expect(response.status == 400 && response.code == "validationError")
    #expect(try shop.call(.product(.valid(product.id))) == product)
  }

  @Test func anArchivedProductLeavesListsAndSearchUntilUnarchived() throws {
    let shop = try AdminFixture()
    let category = try shop.category("koshki/lakomstva")
    let product: AdminProduct = try shop.call(.createProduct(try shop.draft()))
    let archived: AdminProduct = try shop.call(.archiveProduct(.valid(product.id)))
    #expect(archived.archived)
    #expect(try shop.search("Мурлыка") == [])
    #expect(!(try shop.listed(in: category)).contains(product.id))
    let back: AdminProduct = try shop.call(.unarchiveProduct(.valid(product.id)))
    #expect(back == product)
    #expect(try shop.search("Мурлыка") == [product.id])
  }

  @Test func anUnknownProductIs404() throws {
    let shop = try AdminFixture()
    let unknown = try shop.send(.admin(.product(.valid(Product.ID(UUID())))), token: shop.admin)
    #expect(unknown.status == 404 && unknown.code == "productNotFound")
    let malformed = try shop.send(.admin(.archiveProduct(.invalid("acana"))), token: shop.admin)
    #expect(malformed.status == 404 && malformed.code == "productNotFound")
  }
}

/// Codes held by another variant are taken even within one product, so no edit breaks the unique indexes halfway.
@Suite struct AdminVariantCodeTests {
  @Test func anEditSwappingTwoVariantsArticlesIsRefused() throws {
    let shop = try AdminFixture()
    var draft = try shop.draft()
    draft.variants.append(AdminVariant(article: "90002", name: "2 кг", price: Money(rubles: 1800)))
    let product: AdminProduct = try shop.call(.createProduct(draft))
    var swapped = product
    swapped.variants[0].article = "90002"
    swapped.variants[1].article = "90001"
    let edit = ProductDraft(
      categoryIDs: product.categoryIDs, name: product.name, variants: swapped.variants, vatRate: product.vatRate)
    let response = try shop.send(.admin(.editProduct(.valid(product.id), edit)), token: shop.admin)
    #expect(response.status == 409 && response.code == "articleTaken")
    #expect(try shop.call(.product(.valid(product.id))) == product)
  }

  @Test func aNewVariantWithTheProductsOwnArticleIsRefused() throws {
    let shop = try AdminFixture()
    let product: AdminProduct = try shop.call(.createProduct(try shop.draft()))
    let edit = ProductDraft(
      categoryIDs: product.categoryIDs, name: product.name,
      variants: product.variants + [AdminVariant(article: "90001", name: "копия", price: Money(rubles: 1))])
    let response = try shop.send(.admin(.editProduct(.valid(product.id), edit)), token: shop.admin)
    #expect(response.status == 409 && response.code == "articleTaken")
  }
}
