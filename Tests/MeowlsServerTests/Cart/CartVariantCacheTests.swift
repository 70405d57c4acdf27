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

  @Test func variantsComeBackAtTheRevisionTheyWereReadAt() {
    let cache = CartVariantCache()
    cache.store(["A": variant("A", stock: 3)], at: first)
    #expect(cache.variants(["A", "B"], at: first) == ["A": variant("A", stock: 3)])
  }

  @Test func anotherRevisionFindsNothing() {
    let cache = CartVariantCache()
    cache.store(["A": variant("A", stock: 3)], at: first)
    #expect(cache.variants(["A"], at: later).isEmpty)
  }

  @Test func aNewerRevisionReplacesAnOlderOne() {
    let cache = CartVariantCache()
    cache.store(["A": variant("A", stock: 3)], at: first)
    cache.store(["B": variant("B", stock: 2)], at: later)
    #expect(cache.variants(["A", "B"], at: later) == ["B": variant("B", stock: 2)])
  }

  @Test func aSlowReaderNeverPutsAnOlderRevisionBack() {
    let cache = CartVariantCache()
    cache.store(["B": variant("B", stock: 2)], at: later)
    cache.store(["A": variant("A", stock: 3)], at: first)
    #expect(cache.variants(["A"], at: first).isEmpty)
    #expect(cache.variants(["B"], at: later) == ["B": variant("B", stock: 2)])
  }

  @Test func aFullCacheStartsOver() {
    let cache = CartVariantCache(limit: 2)
    cache.store(["A": variant("A", stock: 1), "B": variant("B", stock: 1)], at: first)
    cache.store(["C": variant("C", stock: 1)], at: first)
    #expect(cache.variants(["A", "B", "C"], at: first) == ["C": variant("C", stock: 1)])
  }
}
