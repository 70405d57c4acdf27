import Foundation
import Testing

@testable import MeowlsServer

/// Ranking order on a tiny catalogue built in memory: one category «Корма», products named to differ in one respect.
@Suite struct SearchRankingTests {
  static func index(_ names: [String], inStock: [Bool]? = nil, featured: Set<Int> = []) -> SearchIndex {
    let products = names.enumerated().map { offset, name in
      SearchSource.Product(
        name: name, brand: nil, categories: [0], featured: featured.contains(offset), onSale: false)
    }
    let source = SearchSource(
      productIDs: names.indices.map { UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", $0))! },
      products: products,
      categories: [SearchSource.Category(id: UUID(), parent: nil, code: "korma", name: "Корма", hasChildren: false)],
      inStock: inStock ?? names.map { _ in true })
    return SearchIndexBuilder(source: source).build(
      revision: CatalogRevision(structure: 1, stock: 1), stemmer: WordStemmer())
  }

  static func ranked(_ query: String, in index: SearchIndex) -> [String] {
    let engine = SearchEngine(index: index, workspace: SearchWorkspace())
    return SearchMatcher.top(engine.products(SearchQuery(query)), limit: 20).map {
      index.productNames[Int($0.document)]
    }
  }

  @Test func exactBeforePrefixBeforeStemBeforeTypo() {
    let index = Self.index(["Миска лежнка", "Миска лежанки", "Миска лежанкаа", "Миска лежанка"])
    #expect(
      Self.ranked("лежанка", in: index) == ["Миска лежанка", "Миска лежанкаа", "Миска лежанки", "Миска лежнка"])
  }

  @Test func wordsCloseTogetherAndEarlyRankHigher() {
    let index = Self.index([
      "Корм сухой для кошек", "Сухой корм", "Миска сухой, большая, корм", "Большая миска сухой корм",
    ])
    #expect(
      Self.ranked("сухой корм", in: index)
        == ["Сухой корм", "Большая миска сухой корм", "Корм сухой для кошек", "Миска сухой, большая, корм"])
  }

  @Test func inStockBeforeOutOfStockThenPopularityThenName() {
    let index = Self.index(
      ["Корм Б", "Корм А", "Корм В", "Корм Г"], inStock: [true, true, false, true], featured: [3])
    #expect(Self.ranked("корм", in: index) == ["Корм Г", "Корм А", "Корм Б", "Корм В"])
  }

  @Test func nameWordsBeforeCategoryWords() {
    let index = Self.index(["Миска", "Корма для кошек"])
    #expect(Self.ranked("корма", in: index) == ["Корма для кошек", "Миска"])
  }

  @Test func everyWordIsRequiredButStopWordsAreNot() {
    let index = Self.index(["Фильтр внутренний", "Фильтр для аквариума", "Аквариум"])
    #expect(Self.ranked("фильтр для аквариума", in: index) == ["Фильтр для аквариума"])
    #expect(Self.ranked("фильтр внутренний", in: index) == ["Фильтр внутренний"])
  }

  @Test func alternativesUniteAndRankingIsDeterministic() {
    let index = Self.index(["Лоток", "Совок", "Наполнитель"])
    #expect(Set(Self.ranked("лоток & совок", in: index)) == ["Лоток", "Совок"])
    #expect(Self.ranked("лоток & совок", in: index) == Self.ranked("лоток & совок", in: index))
  }

  @Test func suggestionsPutCategoriesFirstWithTheirPathAndHighlights() {
    let engine = SearchEngine(index: Self.index(["Корм сухой"]), workspace: SearchWorkspace())
    let suggestions = engine.suggestions("корма")
    #expect(suggestions.map(\.text) == ["Корма", "Корм сухой"])
    #expect(suggestions.map(\.highlightedTexts) == [["Корма"], ["Корм"]])
    #expect(suggestions[0].additionalText == "" && suggestions[1].additionalText == nil)
  }
}
