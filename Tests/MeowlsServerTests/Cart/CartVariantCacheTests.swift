import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct CartVariantCacheTests {
  let first = CatalogRevision(structure: 1, stock: 5)
  let later = CatalogRevision(structure: 1, stock: 6)

  func variant(_ article: String, stock: Int) -> CartVariant {
    let item = CartFixtures.item(product: 1, price: 100, stock: stock, article: article)
    let variant = ProductVariant(
      article: item.article, availabilityInfo: item.availabilityInfo, badges: [],
      id: ProductVariant.ID(UUID(uuidString: "20000000-0000-0000-0000-000000000001")!),
      price: item.price, shortName: "")
    let product = Product(
      allowQuickBuy: true, code: article, defaultVariantArticle: nil, id: item.productID, images: [], name: article,
      variants: [variant])
    return CartVariant(product: product, variant: variant)
  }

  let otherStructure = CatalogRevision(structure: 2, stock: 5)

  @Test func variantsComeBackAtTheRevisionTheyWereReadAt() {
    let cache = CartVariantCache()
    cache.store(["A": variant("A", stock: 3)], at: first)
    #expect(cache.variants(["A", "B"], at: first) == .init(current: ["A": variant("A", stock: 3)]))
  }

  @Test func aLaterStockRevisionFindsThemStale() {
    let cache = CartVariantCache()
    cache.store(["A": variant("A", stock: 3)], at: first)
    #expect(cache.variants(["A"], at: later) == .init(stale: ["A": variant("A", stock: 3)]))
  }

  @Test func anotherStructureRevisionFindsNothing() {
    let cache = CartVariantCache()
    cache.store(["A": variant("A", stock: 3)], at: first)
    #expect(cache.variants(["A"], at: otherStructure) == .init())
  }

  @Test func aNewerStructureRevisionReplacesEverything() {
    let cache = CartVariantCache()
    cache.store(["A": variant("A", stock: 3)], at: first)
    cache.store(["B": variant("B", stock: 2)], at: otherStructure)
    #expect(cache.variants(["A", "B"], at: otherStructure) == .init(current: ["B": variant("B", stock: 2)]))
  }

  @Test func anOlderStructureRevisionIsNeverStored() {
    let cache = CartVariantCache()
    cache.store(["B": variant("B", stock: 2)], at: otherStructure)
    cache.store(["A": variant("A", stock: 3)], at: first)
    #expect(cache.variants(["A"], at: first) == .init())
    #expect(cache.variants(["B"], at: otherStructure) == .init(current: ["B": variant("B", stock: 2)]))
  }

  @Test func aSlowReaderNeverReplacesWhatANewerOneRead() {
    let cache = CartVariantCache()
    cache.store(["A": variant("A", stock: 2)], at: later)
    cache.store(["A": variant("A", stock: 3)], at: first)
    #expect(cache.variants(["A"], at: later) == .init(current: ["A": variant("A", stock: 2)]))
  }

  @Test func restockedVariantsBecomeCurrentAtTheirRevision() {
    let cache = CartVariantCache()
    cache.store(["A": variant("A", stock: 3), "B": variant("B", stock: 1)], at: first)
    cache.store(["A": variant("A", stock: 3).withStock(7)], at: later)
    let found = cache.variants(["A", "B"], at: later)
    #expect(found.current.mapValues(\.variant.availabilityInfo.count) == ["A": 7])
    #expect(found.stale == ["B": variant("B", stock: 1)])
  }

  @Test func anArchivedVariantShowsNoStockWhateverIsLeft() {
    var archived = variant("A", stock: 0)
    archived.archived = true
    #expect(archived.withStock(12).variant.availabilityInfo.count == 0)
    #expect(variant("A", stock: 0).withStock(12).variant.availabilityInfo.count == 12)
  }

  @Test func aFullCacheStartsOver() {
    let cache = CartVariantCache(limit: 2)
    cache.store(["A": variant("A", stock: 1), "B": variant("B", stock: 1)], at: first)
    cache.store(["C": variant("C", stock: 1)], at: first)
    #expect(cache.variants(["A", "B", "C"], at: first) == .init(current: ["C": variant("C", stock: 1)]))
  }
}
