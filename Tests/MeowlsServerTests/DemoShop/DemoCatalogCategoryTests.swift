import Foundation
import Testing

#if canImport(DemoShop)
  import DemoShop
#else
  import MeowlsServer
#endif

@Suite struct DemoCatalogCategoryTests {
  let catalog = DemoCatalogFixture.catalog

  @Test func theFiveRootsExist() {
    let roots = catalog.categories.filter { $0.parentID == nil }
    #expect(roots.map(\.code) == ["koshki", "sobaki", "gryzuny", "ptitsy", "ryby"])
    #expect(roots.map(\.name) == ["Кошки", "Собаки", "Грызуны", "Птицы", "Рыбы"])
  }

  @Test func everyLeafHasProductsAndEveryProductSitsInALeaf() {
    let used = Set(catalog.products.map(\.categoryID))
    let leaves = Set(catalog.categories.filter { !$0.hasChildren }.map(\.id))
    #expect(used == leaves)
  }

  @Test func codesAreUniqueAmongSiblingsAndTransliterated() {
    let siblings = Dictionary(grouping: catalog.categories, by: \.parentID)
    for group in siblings.values {
      #expect(Set(group.map(\.code)).count == group.count)
    }
    #expect(catalog.categories.allSatisfy { $0.code == DemoTransliteration.code($0.name) })
  }

  @Test func parentsComeFirstAndHasChildrenIsTrue() {
    var seen: Set<UUID> = []
    for category in catalog.categories {
      if let parent = category.parentID { #expect(seen.contains(parent)) }
      seen.insert(category.id)
      #expect(category.hasChildren == catalog.categories.contains { $0.parentID == category.id })
    }
  }

  @Test func foodSectionsHaveBrandLeaves() {
    let dry = catalog.categories.first { $0.path == "koshki/korma_sukhie" }
    let brands = catalog.categories.filter { $0.parentID == dry?.id }.map(\.code)
    #expect(brands.contains("royal_canin") && brands.contains("wonderfur") && brands.contains("hills"))
    #expect(catalog.categories.contains { $0.path == "sobaki/korma_vlazhnye/pedigree" })
    #expect(catalog.categories.contains { $0.path == "koshki/lezhanki_domiki_kogtetochki" })
  }

  @Test func everyCategoryHasAnImageKeyPetKindAndColour() {
    for category in catalog.categories {
      #expect(category.imageKey == "categories/\(category.path)")
      #expect(category.color.count == 7 && category.color.hasPrefix("#"))
    }
    #expect(Set(catalog.categories.map(\.petKind)) == Set(DemoPetKind.allCases))
  }
}
