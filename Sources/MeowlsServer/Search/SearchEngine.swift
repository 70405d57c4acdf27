import Foundation
import MeowlsAPI

/// Search over one `SearchIndex`, without storage: what `/search/suggestions`, `/search/popular` and
/// `/products?query=` compute. Cheap to create per request.
struct SearchEngine {
  let index: SearchIndex
  let workspace: SearchWorkspace

  var stemmer: WordStemmer { workspace.stemmer }

  /// Suggestions per alternative of the query (api.md §8.2).
  static let suggestionsPerAlternative = 20

  /// The matching products (each once, with its ranking key), unordered.
  func products(_ query: SearchQuery) -> [SearchMatcher.Match] {
    SearchMatcher.union(
      query.alternatives.map { units in
        SearchMatcher.matches(
          Self.content(units).map(expand), in: index.productPostings, documentCount: index.productCount,
          ties: index.productTies, requirePrimary: false, scratch: workspace.products)
      })
  }

  /// The matching categories; one word at least must be in the category's own name.
  func categories(_ query: SearchQuery) -> [SearchMatcher.Match] {
    SearchMatcher.union(
      query.alternatives.map { units in
        SearchMatcher.matches(
          Self.content(units).map(expand), in: index.categoryPostings, documentCount: index.categories.count,
          ties: index.categoryTies, requirePrimary: true, scratch: workspace.categories)
      })
  }

  /// The units a result must match: every word but the stop words ("для", "с", …), as PostgreSQL's `russian`
  /// configuration of the original server dropped them; a query of stop words only keeps them.
  static func content(_ units: [SearchQuery.Unit]) -> [SearchQuery.Unit] {
    let content = units.filter { !$0.isStopWord }
    return content.isEmpty ? units : content
  }

  /// `/search/suggestions`: the best categories, then the best products, 20 per alternative in all.
  func suggestions(_ text: String) -> [SearchSuggestion] {
    let query = SearchQuery(text)
    let limit = Self.suggestionsPerAlternative * query.alternatives.count
    let highlighter = self.highlighter(query)
    let products = self.products(query)
    // NB: categories come first (api.md §8.2), so a category found only by a typo or a layout fix is shown only when
    // the products needed such fixes too: «щенки» should not open with «Расчёски и щётки».
    let fuzziest = products.map { SearchRanking.fuzzyCount($0.key) }.min() ?? .max
    let categories = SearchMatcher.top(
      self.categories(query).filter { SearchRanking.fuzzyCount($0.key) <= fuzziest }, limit: limit)
    let shownProducts = SearchMatcher.top(products, limit: limit - categories.count)
    return categories.map { categorySuggestion(Int($0.document), highlighter) }
      + shownProducts.map { productSuggestion(Int($0.document), highlighter) }
  }

  /// `/search/popular`: the index's popular products without highlights.
  func popular() -> [SearchSuggestion] {
    index.popular.map { ordinal in
      SearchSuggestion(redirect: productRedirect(Int(ordinal)), text: index.productNames[Int(ordinal)])
    }
  }

  func expand(_ unit: SearchQuery.Unit) -> TermExpansion {
    TermExpansion(unit, lexicon: index.lexicon, stemmer: stemmer)
  }

  /// Highlights every word a unit matched, except stop words when the query has other words.
  func highlighter(_ query: SearchQuery) -> SearchHighlighter {
    var matched: Set<Int32> = []
    for units in query.alternatives {
      for unit in Self.content(units) {
        for entry in expand(unit).terms { matched.insert(entry.term) }
      }
    }
    return SearchHighlighter(matched: matched, vocabulary: index.lexicon)
  }

  private func productSuggestion(_ ordinal: Int, _ highlighter: SearchHighlighter) -> SearchSuggestion {
    let name = index.productNames[ordinal]
    return SearchSuggestion(
      highlightedTexts: highlighter.fragments(of: name), redirect: productRedirect(ordinal), text: name)
  }

  private func productRedirect(_ ordinal: Int) -> Redirect {
    Redirect(objectID: index.productIDs[ordinal], objectType: .product, type: .object)
  }

  private func categorySuggestion(_ position: Int, _ highlighter: SearchHighlighter) -> SearchSuggestion {
    let category = index.categories[position]
    let parent = category.parent >= 0 ? index.categories[Int(category.parent)] : nil
    let grandparent = parent.flatMap { $0.parent >= 0 ? index.categories[Int($0.parent)] : nil }
    let wire = Category(
      code: category.code, hasChildren: category.hasChildren, id: Category.ID(category.id), name: category.name,
      parent: parent.map {
        Category(code: $0.code, hasChildren: $0.hasChildren, id: Category.ID($0.id), name: $0.name)
      },
      productsCount: category.allProducts)
    return SearchSuggestion(
      additionalText: [grandparent, parent].compactMap { $0?.name }.joined(separator: " / "),
      highlightedTexts: highlighter.fragments(of: category.name),
      redirect: Redirect(productsSet: ProductsSet(category: wire, name: category.name), type: .productsCollection),
      text: category.name)
  }
}
