import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// `/admin/categories...`: the tree as the back office changes it, and what the shop's catalogue shows of it.
@Suite struct AdminCategoryTests {
  /// The shop's level of categories under `parent` (the roots when nil), names in order.
  static func level(_ shop: AdminFixture, under parent: Category.ID?) throws -> [String] {
    let response = try shop.send(.catalog(.categories(CategoriesQuery(parentID: parent))), token: nil)
    return try JSONDecoder.meowls.decode([Category].self, from: Data(response.body)).map(\.name)
  }

  @Test func aNewCategoryGoesLastUnderItsParentAndIsShownAtOnce() throws {
    let shop = try AdminFixture()
    let cats = try shop.category("koshki")
    let before = try Self.level(shop, under: cats)
    let added: AdminCategory = try shop.call(
      .createCategory(CategoryDraft(code: "vitaminy", name: "Витамины", parentID: cats)))
    #expect(
      added
        == AdminCategory(
          archived: false, code: "vitaminy", id: added.id, name: "Витамины", parentID: cats, position: before.count,
          productCount: 0))
    #expect(try Self.level(shop, under: cats) == before + ["Витамины"])
  }

  @Test func aProductGoesIntoANewLeafAndIsListedThere() throws {
    let shop = try AdminFixture()
    let leaf: AdminCategory = try shop.call(
      .createCategory(CategoryDraft(name: "Витамины", parentID: try shop.category("koshki"))))
    let product: AdminProduct = try shop.call(.createProduct(try shop.draft(category: leaf.id)))
    #expect(try shop.listed(in: leaf.id) == [product.id])
  }

  @Test func aRenamedCategoryIsShownAtOnce() throws {
    let shop = try AdminFixture()
    let dry = try shop.category("koshki/korma_sukhie")
    _ = try Self.level(shop, under: try shop.category("koshki"))
    let renamed: AdminCategory = try shop.call(.renameCategory(.valid(dry), CategoryRename(name: " Сухие корма ")))
    #expect(renamed.name == "Сухие корма")
    #expect(try Self.level(shop, under: try shop.category("koshki")).contains("Сухие корма"))
  }

  @Test func aMoveWithinTheParentReordersTheSiblings() throws {
    let shop = try AdminFixture()
    let cats = try shop.category("koshki")
    let before = try Self.level(shop, under: cats)
    let last = try shop.category(
      "koshki/\(try #require(try shop.call(.categories, as: [AdminCategory].self).last { $0.parentID == cats }).code)")
    let moved: AdminCategory = try shop.call(.moveCategory(.valid(last), CategoryMove(parentID: cats, position: 0)))
    #expect(moved.position == 0)
    #expect(try Self.level(shop, under: cats) == [before[before.count - 1]] + before.dropLast())
  }

  @Test func aMoveToAnotherParentLeavesTheOldOneAndJoinsTheNew() throws {
    let shop = try AdminFixture()
    let (cats, dogs) = (try shop.category("koshki"), try shop.category("sobaki"))
    let leaf: AdminCategory = try shop.call(
      .createCategory(CategoryDraft(code: "vitaminy", name: "Витамины", parentID: cats)))
    let moved: AdminCategory = try shop.call(.moveCategory(.valid(leaf.id), CategoryMove(parentID: dogs, position: 1)))
    #expect(moved.parentID == dogs && moved.position == 1)
    #expect(!(try Self.level(shop, under: cats)).contains("Витамины"))
    #expect(try Self.level(shop, under: dogs)[1] == "Витамины")
  }

  @Test func aCategoryCannotMoveUnderItsOwnDescendant() throws {
    let shop = try AdminFixture()
    let cats = try shop.category("koshki")
    let response = try shop.send(
      .admin(.moveCategory(.valid(cats), CategoryMove(parentID: try shop.category("koshki/korma_sukhie")))),
      token: shop.admin)
    #expect(response.status == 409 && response.code == "categoryCycle")
    let itself = try shop.send(.admin(.moveCategory(.valid(cats), CategoryMove(parentID: cats))), token: shop.admin)
    #expect(itself.code == "categoryCycle")
  }

  @Test func aCategoryHoldingProductsGetsNoCategoriesUnderIt() throws {
    let shop = try AdminFixture()
    let response = try shop.send(
      .admin(.createCategory(CategoryDraft(name: "Для котят", parentID: try shop.category("koshki/lakomstva")))),
      token: shop.admin)
    #expect(response.status == 409 && response.code == "categoryHasProducts")
  }

  @Test func aCategoryHoldingProductsIsNotArchivedAndSaysWhatItHolds() throws {
    let shop = try AdminFixture()
    let dry = try shop.category("koshki/lakomstva")
    let held = try shop.call(.categories, as: [AdminCategory].self).first { $0.id == dry }?.productCount ?? 0
    let response = try shop.send(.admin(.archiveCategory(.valid(dry))), token: shop.admin)
    #expect(response.status == 409 && response.code == "categoryNotEmpty")
    #expect(
      response.json?["failures"] as? [NSDictionary]
        == [
          ["field": "ID", "failure": dry.uuidString], ["field": "products", "failure": String(held)],
          ["field": "categories", "failure": "0"],
        ])
    #expect(held > 0)
  }

  @Test func anEmptyCategoryIsArchivedHiddenAndUnarchivedBack() throws {
    let shop = try AdminFixture()
    let cats = try shop.category("koshki")
    let leaf: AdminCategory = try shop.call(.createCategory(CategoryDraft(name: "Витамины", parentID: cats)))
    let product: AdminProduct = try shop.call(.createProduct(try shop.draft(category: leaf.id)))
    _ = try shop.call(.archiveProduct(.valid(product.id)), as: AdminProduct.self)
    let archived: AdminCategory = try shop.call(.archiveCategory(.valid(leaf.id)))
    #expect(archived.archived)
    #expect(!(try Self.level(shop, under: cats)).contains("Витамины"))
    let refused = try shop.send(
      .admin(.createProduct(try shop.draft(article: "90009", category: leaf.id))), token: shop.admin)
    #expect(refused.status == 409 && refused.code == "categoryArchived")
    let back: AdminCategory = try shop.call(.unarchiveCategory(.valid(leaf.id)))
    #expect(back == leaf)
    #expect(try Self.level(shop, under: cats).contains("Витамины"))
  }

  @Test func aCategoryUnderAnArchivedOneStaysArchived() throws {
    let shop = try AdminFixture()
    let parent: AdminCategory = try shop.call(.createCategory(CategoryDraft(name: "Аптека")))
    let child: AdminCategory = try shop.call(.createCategory(CategoryDraft(name: "Витамины", parentID: parent.id)))
    _ = try shop.call(.archiveCategory(.valid(child.id)), as: AdminCategory.self)
    _ = try shop.call(.archiveCategory(.valid(parent.id)), as: AdminCategory.self)
    let response = try shop.send(.admin(.unarchiveCategory(.valid(child.id))), token: shop.admin)
    #expect(response.status == 409 && response.code == "categoryArchived")
  }

  @Test func aSiblingsCodeIsRefused() throws {
    let shop = try AdminFixture()
    let response = try shop.send(
      .admin(.createCategory(CategoryDraft(code: "korma_sukhie", name: "Ещё", parentID: try shop.category("koshki")))),
      token: shop.admin)
    #expect(response.status == 400 && response.code == "validationError")
  }
}
