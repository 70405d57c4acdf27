/// Builds a `SearchIndex` from a `SearchSource`: tokenises every name once, builds the vocabulary, then the posting
/// lists and the tie-break keys.
///
/// A product is indexed by the words of its name (primary, with positions) and, as secondary words, those of its
/// brand (plus the brand's neighbouring words glued: "Pro Plan" → `proplan`) and of its categories with all their
/// ancestors. A category is indexed by its own name (primary) and its ancestors' names (secondary).
struct SearchIndexBuilder {
  let source: SearchSource

  func build(revision: CatalogRevision, stemmer: WordStemmer) -> SearchIndex {
    let productTokens = source.products.map { SearchTokenizer.indexTokens($0.name) }
    let categoryTokens = source.categories.map { SearchTokenizer.indexTokens($0.name) }
    let brandWords = source.products.map { $0.brand.map(Self.brandWords) ?? [] }
    var words: [String] = []
    for tokens in productTokens + categoryTokens { words.append(contentsOf: tokens.map(\.term)) }
    for brand in Set(brandWords.flatMap { $0 }) { words.append(brand) }
    let (vocabulary, ids) = SearchVocabulary.build(words, stemmer: stemmer)

    let categoryOwnTerms = categoryTokens.map { Set($0.map { ids[$0.term]! }) }
    let categoryPathTerms = source.categories.indices.map { index in
      ancestors(of: index).reduce(into: categoryOwnTerms[index]) { $0.formUnion(categoryOwnTerms[$1]) }
    }
    var productPairs: [(term: Int32, posting: UInt32)] = []
    productPairs.reserveCapacity(productTokens.reduce(0) { $0 + $1.count * 2 })
    for (ordinal, tokens) in productTokens.enumerated() where ordinal < PostingLists.maximumDocuments {
      var own: Set<Int32> = []
      for token in tokens {
        let term = ids[token.term]!
        own.insert(term)
        productPairs.append(
          (term, PostingLists.posting(document: ordinal, place: token.position, secondary: false)))
      }
      var secondary = Set(brandWords[ordinal].map { ids[$0]! })
      for category in source.products[ordinal].categories { secondary.formUnion(categoryPathTerms[category]) }
      for term in secondary.subtracting(own).sorted() {
        productPairs.append((term, PostingLists.posting(document: ordinal, place: 0, secondary: true)))
      }
    }
    var categoryPairs: [(term: Int32, posting: UInt32)] = []
    for (index, tokens) in categoryTokens.enumerated() {
      for token in tokens {
        categoryPairs.append(
          (ids[token.term]!, PostingLists.posting(document: index, place: token.position, secondary: false)))
      }
      for term in categoryPathTerms[index].subtracting(categoryOwnTerms[index]).sorted() {
        categoryPairs.append((term, PostingLists.posting(document: index, place: 0, secondary: true)))
      }
    }
    let categories = searchCategories()
    let baseTies = productBaseTies()
    let ties = SearchIndex.ties(base: baseTies, inStock: source.inStock)
    let productCategory = source.products.map { Int32($0.categories.first ?? -1) }
    return SearchIndex(
      revision: revision, vocabulary: vocabulary,
      productPostings: PostingLists(termCount: vocabulary.count, pairs: productPairs),
      categoryPostings: PostingLists(termCount: vocabulary.count, pairs: categoryPairs),
      productNames: PackedStrings(source.products.map(\.name)), productIDs: source.productIDs,
      productBaseTies: baseTies, productTies: ties,
      productCategory: productCategory, categories: categories, categoryTies: categoryTies(categories),
      popular: PopularProducts.choose(ties: ties, productCategory: productCategory, categories: categories))
  }

  /// A brand's words and each pair of neighbours glued ("Purina Pro Plan" → purina, pro, plan, purinapro, proplan).
  static func brandWords(_ brand: String) -> [String] {
    let parts = SearchTokenizer.indexTokens(brand).map(\.term)
    let plain = SearchTokenizer.compounds(brand).flatMap { $0.parts.map(\.term) }
    let glued = plain.indices.dropLast().map { plain[$0] + plain[$0 + 1] }
    return parts + glued
  }

  /// The ancestors of a category, nearest first (a cycle in bad data stops the walk).
  private func ancestors(of index: Int) -> [Int] {
    var result: [Int] = []
    var current = source.categories[index].parent
    while let parent = current, result.count < 64 {
      result.append(parent)
      current = source.categories[parent].parent
    }
    return result
  }

  private func searchCategories() -> [SearchCategory] {
    var direct = [Int](repeating: 0, count: source.categories.count)
    var all = [Int](repeating: 0, count: source.categories.count)
    for product in source.products {
      var reached: Set<Int> = []
      for category in product.categories {
        direct[category] += 1
        reached.insert(category)
        reached.formUnion(ancestors(of: category))
      }
      for category in reached { all[category] += 1 }
    }
    return source.categories.enumerated().map { index, category in
      SearchCategory(
        id: category.id, code: category.code, name: category.name, hasChildren: category.hasChildren,
        parent: Int32(category.parent ?? -1), directProducts: direct[index], allProducts: all[index])
    }
  }

  /// `(127 − popularity) << 24 | name rank`: popularity 2 for main-page products, +1 for sale products.
  private func productBaseTies() -> [UInt32] {
    let ranks = nameRanks(source.products.map(\.name))
    return source.products.indices.map { ordinal in
      let product = source.products[ordinal]
      let popularity = UInt32((product.featured ? 2 : 0) + (product.onSale ? 1 : 0))
      return (127 - popularity) << 24 | ranks[ordinal]
    }
  }

  /// `(2^20 − products, capped) << 11 | name rank`: bigger categories first, then by name.
  private func categoryTies(_ categories: [SearchCategory]) -> [UInt32] {
    let ranks = nameRanks(categories.map(\.name))
    return categories.indices.map { index in
      UInt32((1 << 20) - 1 - min(categories[index].allProducts, (1 << 20) - 1)) << 11 | min(ranks[index], 2047)
    }
  }

  /// Each name's place in byte order (ties by original order), capped to 24 bits.
  private func nameRanks(_ names: [String]) -> [UInt32] {
    let keys = names.map { Array($0.lowercased().utf8) }
    let order = names.indices.sorted { lhs, rhs in
      keys[lhs] == keys[rhs] ? lhs < rhs : keys[lhs].lexicographicallyPrecedes(keys[rhs])
    }
    var ranks = [UInt32](repeating: 0, count: names.count)
    for (place, index) in order.enumerated() { ranks[index] = UInt32(min(place, (1 << 24) - 1)) }
    return ranks
  }
}
