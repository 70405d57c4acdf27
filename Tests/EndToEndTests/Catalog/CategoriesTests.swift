import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@Suite struct CategoriesTests {
  typealias F = FixtureCatalog

  func image(_ key: String) -> Image {
    let base = "\(TestServer.publicURL)/static/catalog"
    return Image(
      large: "\(base)/700x700/\(key)", medium: "\(base)/480x480/\(key)", original: "\(base)/\(key)",
      small: "\(base)/192x200/\(key)")
  }

  @Test func withoutCategoryIDTheRootsAnswerWithoutParents() throws {
    #expect(
      try FixtureServer.shared.get(api(.catalog(.categories(CategoriesQuery()))), as: [Category].self)
        == [
          Category(
            code: "koshki", hasChildren: true, id: Category.ID(F.koshki), image: image("category-koshki"), name: "Кошки"
          ),
          Category(
            code: "sobaki", hasChildren: false, id: Category.ID(F.sobaki), image: image("category-sobaki"),
            name: "Собаки"),
        ])
  }

  @Test func childrenCarryTheirParentWithoutItsParent() throws {
    let korma = Category(
      code: "korma", hasChildren: true, id: Category.ID(F.korma), image: image("category-koshki.korma"), name: "Корма")
    #expect(
      try FixtureServer.shared.get(
        api(.catalog(.categories(CategoriesQuery(parentID: Category.ID(F.korma))))), as: [Category].self)
        == [
          Category(
            code: "sukhie", hasChildren: false, id: Category.ID(F.sukhie), image: image("category-koshki.sukhie"),
            name: "Сухие", parent: korma),
          Category(
            code: "vlazhnye", hasChildren: false, id: Category.ID(F.vlazhnye), image: image("category-koshki.vlazhnye"),
            name: "Влажные", parent: korma),
        ])
  }

  @Test func leafHasNoChildren() throws {
    #expect(
      try FixtureServer.shared.get(api(.catalog(.categories(CategoriesQuery(parentID: Category.ID(F.igrushki))))))
        == [Category]())
  }

  @Test func unknownCategoryHasNoChildren() throws {
    #expect(try FixtureServer.shared.get("/api/v1/categories?category_id=\(F.id("category", 77))") == [Category]())
  }

  @Test func categoryIDThatIsNotAUUIDListsTheRoots() throws {
    #expect(
      try FixtureServer.shared.get("/api/v1/categories?category_id=koshki", as: [Category].self).map(\.code) == [
        "koshki", "sobaki",
      ])
  }

  @Test func demoShopHasItsFivePetRoots() throws {
    let roots = try TestServer.sharedDemo.get(api(.catalog(.categories(CategoriesQuery()))), as: [Category].self)
    #expect(roots.map(\.name) == ["Кошки", "Собаки", "Грызуны", "Птицы", "Рыбы"])
  }
}
