import Foundation
import Testing

@testable import MeowlsServer

/// A suggested category counts the products of its whole subtree: a parent holds none of its own.
@Suite struct SearchCategoryCountTests {
  static func index() -> SearchIndex {
    let products = (0..<3).map { offset in
      SearchSource.Product(name: "Корм \(offset)", brand: nil, categories: [1], featured: false, onSale: false)
    }
    let source = SearchSource(
      productIDs: products.indices.map { UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", $0))! },
      products: products,
      categories: [
        SearchSource.Category(id: UUID(), parent: nil, code: "koshki", name: "Кошки", hasChildren: true),
        SearchSource.Category(id: UUID(), parent: 0, code: "korma", name: "Корма для кошек", hasChildren: false),
      ],
      inStock: products.map { _ in true })
    return SearchIndexBuilder(source: source).build(
      revision: CatalogRevision(structure: 1, stock: 1), stemmer: WordStemmer())
  }

  @Test func aParentCategorySuggestionCountsItsChildrensProducts() throws {
    let engine = SearchEngine(index: Self.index(), workspace: SearchWorkspace())
    let suggestion = try #require(engine.suggestions("кошки").first { $0.text == "Кошки" })
    #expect(suggestion.redirect.productsSet?.category?.productsCount == 3)
  }
}
