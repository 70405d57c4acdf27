/// Builds a `SearchIndex` from a `SearchSource`: tokenises every name once, builds the vocabulary, then the posting
/// lists and the tie-break keys.
///
/// A product is indexed by the words of its name (primary, with positions) and, as secondary words, those of its
/// brand (plus the brand's neighbouring words glued: "Pro Plan" → `proplan`) and of its categories with all their
/// ancestors. A category is indexed by its own name (primary) and its ancestors' names (secondary).
struct SearchIndexBuilder {
  let source: SearchSource

  func build(revision: CatalogRevision, stemmer: WordStemmer) -> SearchIndex {
    let productTokens = source.products.map { $0.listed ? SearchTokenizer.indexTokens($0.name) : [] }
    let categoryTokens = source.categories.map { SearchTokenizer.indexTokens($0.name) }
    let brandWords = source.products.map { $0.listed ? $0.brand.map(Self.brandWords) ?? [] : [] }
    let productCategories = source.products.map { $0.listed ? $0.categories : [] }
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
      for category in productCategories[ordinal] { secondary.formUnion(categoryPathTerms[category]) }
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
    let categories = searchCategories(productCategories)
    let (baseTies, nameOrder) = productBaseTies()
    let ties = SearchIndex.ties(base: baseTies, inStock: source.inStock)
    let productCategory = productCategories.map { Int32($0.first ?? -1) }
    var index = SearchIndex(
      revision: revision, vocabulary: vocabulary,
      productPostings: PostingLists(termCount: vocabulary.count, pairs: productPairs),
      categoryPostings: PostingLists(termCount: vocabulary.count, pairs: categoryPairs),
      productNames: PackedStrings(source.products.map(\.name)), productIDs: source.productIDs,
      productBaseTies: baseTies, productTies: ties,
      productCategory: productCategory, categories: categories, categoryTies: Self.categoryTies(categories),
      popular: PopularProducts.choose(ties: ties, productCategory: productCategory, categories: categories))
    index.nameOrder = nameOrder
    index.productCategories = CompactLists(
      count: productCategories.count,
      pairs: productCategories.enumerated().flatMap { ordinal, list in list.map { (Int32(ordinal), Int32($0)) } })
    index.categoryPathTerms = categoryPathTerms.map { $0.sorted() }
    return index
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

  private func searchCategories(_ productCategories: [[Int]]) -> [SearchCategory] {
    var direct = [Int](repeating: 0, count: source.categories.count)
    var all = [Int](repeating: 0, count: source.categories.count)
    for categories in productCategories {
      var reached: Set<Int> = []
      for category in categories {
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

  /// `(127 − popularity) << 24 | name rank`: popularity 2 for main-page products, +1 for sale products; and the
  /// ordinals in name rank order.
  private func productBaseTies() -> ([UInt32], [Int32]) {
    let (ranks, order) = Self.nameRanks(source.products.map(\.name))
    let ties = source.products.indices.map { ordinal in
      Self.baseTie(popularity: Self.popularity(source.products[ordinal]), rank: ranks[ordinal])
    }
    return (ties, order.map { Int32($0) })
  }

  static func popularity(_ product: SearchSource.Product) -> UInt32 {
    UInt32((product.featured ? 2 : 0) + (product.onSale ? 1 : 0))
  }

  static func baseTie(popularity: UInt32, rank: UInt32) -> UInt32 {
    (127 - popularity) << 24 | rank
  }

  /// `(2^20 − products, capped) << 11 | name rank`: bigger categories first, then by name.
  static func categoryTies(_ categories: [SearchCategory]) -> [UInt32] {
    let ranks = Self.nameRanks(categories.map(\.name)).ranks
    return categories.indices.map { index in
      UInt32((1 << 20) - 1 - min(categories[index].allProducts, (1 << 20) - 1)) << 11 | min(ranks[index], 2047)
    }
  }

  /// Each name's place in the byte order of the lower-cased names (ties by original order), capped to 24 bits, and
  /// the indices in that order.
  static func nameRanks(_ names: [String]) -> (ranks: [UInt32], order: [Int]) {
    let keys = names.map { Array($0.lowercased().utf8) }
    let order = names.indices.sorted { lhs, rhs in
      keys[lhs] == keys[rhs] ? lhs < rhs : keys[lhs].lexicographicallyPrecedes(keys[rhs])
    }
    return (ranks(order), order)
  }

  /// Each index's place in `order`, capped to 24 bits.
  static func ranks(_ order: [Int]) -> [UInt32] {
    var ranks = [UInt32](repeating: 0, count: order.count)
    for (place, index) in order.enumerated() { ranks[index] = UInt32(min(place, (1 << 24) - 1)) }
    return ranks
  }
}
