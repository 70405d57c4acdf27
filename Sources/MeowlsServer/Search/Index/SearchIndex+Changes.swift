import Foundation

/// A product read again for a change the change log names: what the search index is built from, by ordinal.
struct SearchProductChange: Sendable {
  let ordinal: Int32
  let product: SearchSource.Product
  let inStock: Bool
}

extension SearchIndex {
  /// Words added since the build at most; past it the caller rebuilds (and the added words start over).
  static let addedWordLimit = 20_000

  /// This index with `changes` applied: each product's postings, name rank, tie key, category counts and in-stock
  /// flag replaced, new products appended (their ordinals follow the catalogue index's, `productIDs`). New words go
  /// to `addedWords`, words no product or category has any longer to `deadTerms`, so the base vocabulary and every
  /// other product's postings are kept. Answers are those of an index built from scratch (`SearchIndexChangeTests`).
  ///
  /// Nil when it cannot be applied so (too many added words, an ordinal past the end not among the changes).
  func applying(
    _ changes: [SearchProductChange], productIDs: [UUID], revision: CatalogRevision, stemmer: WordStemmer
  ) -> SearchIndex? {
    let count = productIDs.count
    let changedOrdinals = Set(changes.map(\.ordinal))
    guard count >= productCount, count < PostingLists.maximumDocuments,
      (productCount..<count).allSatisfy({ changedOrdinals.contains(Int32($0)) }),
      changes.allSatisfy({ Int($0.ordinal) < count })
    else { return nil }
    let listed = changes.map { change in
      var product = change.product
      if !product.listed { (product.brand, product.categories) = (nil, []) }
      return (ordinal: change.ordinal, product: product, inStock: change.inStock)
    }
    let tokens = listed.map { $0.product.listed ? SearchTokenizer.indexTokens($0.product.name) : [] }
    let brands = listed.map { $0.product.brand.map(SearchIndexBuilder.brandWords) ?? [] }
    let words = AddedWords(self, words: tokens.flatMap { $0.map(\.term) } + brands.flatMap { $0 }, stemmer: stemmer)
    guard let words else { return nil }

    var pairs: [Int32: [Int32]] = [:]
    for (number, change) in listed.enumerated() where change.product.listed {
      var own: Set<Int32> = []
      for token in tokens[number] {
        let term = words.lexicon.term(token.term)!
        own.insert(term)
        let posting = PostingLists.posting(document: Int(change.ordinal), place: token.position, secondary: false)
        pairs[term, default: []].append(Int32(bitPattern: posting))
      }
      var secondary = Set(brands[number].map { words.lexicon.term($0)! })
      for category in change.product.categories { secondary.formUnion(categoryPathTerms[category]) }
      for term in secondary.subtracting(own) {
        let posting = PostingLists.posting(document: Int(change.ordinal), place: 0, secondary: true)
        pairs[term, default: []].append(Int32(bitPattern: posting))
      }
    }
    let changed = ProductSet(capacity: count, members: changedOrdinals)
    let postings = words.postings(productPostings.lists, without: changed, adding: pairs)
    let categoryLists = categoryPostings.lists.replacing([:], count: words.termCount)
    var dead: Set<Int32> = []
    for term in 0..<Int32(words.termCount)
    where postings.offsets[Int(term)] == postings.offsets[Int(term) + 1]
      && categoryLists.offsets[Int(term)] == categoryLists.offsets[Int(term) + 1]
    {
      dead.insert(term)
    }

    var names: [Int: String] = [:]
    for change in listed { names[Int(change.ordinal)] = change.product.name }
    let productNames = self.productNames.replacing(names, count: count)
    let order = nameOrder(changed: listed.map(\.ordinal), names: productNames, capacity: count)
    let ranks = SearchIndexBuilder.ranks(order.map(Int.init))
    var popularity = (0..<count).map { $0 < productCount ? 127 - productBaseTies[$0] >> 24 : 0 }
    var inStock = (0..<count).map { $0 < productCount && productTies[$0] & (1 << 31) == 0 }
    var productCategory = productCategory + [Int32](repeating: -1, count: count - productCount)
    var categoryLinks: [Int32: [Int32]] = [:]
    var counts = CategoryCounts(categories)
    for change in listed {
      let ordinal = Int(change.ordinal)
      popularity[ordinal] = SearchIndexBuilder.popularity(change.product)
      inStock[ordinal] = change.inStock
      productCategory[ordinal] = Int32(change.product.categories.first ?? -1)
      if ordinal < productCount { counts.add(productCategories[change.ordinal].map(Int.init), -1) }
      counts.add(change.product.categories, 1)
      categoryLinks[change.ordinal] = change.product.categories.map(Int32.init)
    }
    let baseTies = (0..<count).map { SearchIndexBuilder.baseTie(popularity: popularity[$0], rank: ranks[$0]) }
    let ties = Self.ties(base: baseTies, inStock: inStock)
    let categories = counts.categories
    var index = SearchIndex(
      revision: revision, vocabulary: vocabulary, productPostings: PostingLists(lists: postings),
      categoryPostings: PostingLists(lists: categoryLists), productNames: productNames, productIDs: productIDs,
      productBaseTies: baseTies, productTies: ties, productCategory: productCategory, categories: categories,
      categoryTies: SearchIndexBuilder.categoryTies(categories),
      popular: PopularProducts.choose(ties: ties, productCategory: productCategory, categories: categories))
    index.addedWords = words.lexicon.added
    index.deadTerms = dead
    index.nameOrder = order
    index.productCategories = productCategories.replacing(categoryLinks, count: count)
    index.categoryPathTerms = categoryPathTerms
    return index
  }

  /// `nameOrder` with the changed ordinals taken out and put back at the places of their (new) lower-cased names.
  private func nameOrder(changed: [Int32], names: PackedStrings, capacity: Int) -> [Int32] {
    let changedSet = ProductSet(capacity: capacity, members: changed)
    var order = nameOrder.filter { !changedSet.contains($0) }
    var keys: [Int32: [UInt8]] = [:]
    func key(_ ordinal: Int32) -> [UInt8] {
      if let key = keys[ordinal] { return key }
      let key = Array(names[Int(ordinal)].lowercased().utf8)
      keys[ordinal] = key
      return key
    }
    for ordinal in Set(changed).sorted() {
      let mine = key(ordinal)
      order.insert(
        ordinal,
        at: order.partitionPoint { other in
          let theirs = key(other)
          return mine == theirs ? ordinal < other : mine.lexicographicallyPrecedes(theirs)
        })
    }
    return order
  }
}

/// Direct and all-descendant product counts of the categories while products move between them.
private struct CategoryCounts {
  var categories: [SearchCategory]
  var direct: [Int]
  var all: [Int]

  init(_ categories: [SearchCategory]) {
    self.categories = categories
    direct = categories.map(\.directProducts)
    all = categories.map(\.allProducts)
  }

  /// Counts a product linked to `links` once more (`by` 1) or once less (−1), as the builder counts it.
  mutating func add(_ links: [Int], _ by: Int) {
    var reached: Set<Int> = []
    for link in links where link < categories.count {
      direct[link] += by
      reached.insert(link)
      var current = categories[link].parent
      var steps = 0
      while current >= 0, steps < 64 {
        reached.insert(Int(current))
        current = categories[Int(current)].parent
        steps += 1
      }
    }
    for category in reached { all[category] += by }
    for category in reached {
      let old = categories[category]
      categories[category] = SearchCategory(
        id: old.id, code: old.code, name: old.name, hasChildren: old.hasChildren, parent: old.parent,
        directProducts: direct[category], allProducts: all[category])
    }
  }
}

/// The index's words with those of a change added: term ids of the base vocabulary kept, the added part rebuilt
/// (its ids in byte order after the base's) when the change brings new words.
private struct AddedWords {
  let lexicon: SearchLexicon
  let termCount: Int
  /// New id → the old id of the same added word (base ids never move).
  let oldAddedIDs: [Int32: Int32]
  let baseCount: Int

  init?(_ index: SearchIndex, words: [String], stemmer: WordStemmer) {
    let old = index.lexicon
    let baseCount = index.vocabulary.count
    self.baseCount = baseCount
    let fresh = Set(words.filter { old.term($0) == nil })
    guard !fresh.isEmpty else {
      lexicon = SearchLexicon(base: index.vocabulary, added: index.addedWords, dead: [])
      termCount = baseCount + index.addedWords.count
      oldAddedIDs = Dictionary(
        uniqueKeysWithValues: (0..<index.addedWords.count).map { (Int32(baseCount + $0), Int32(baseCount + $0)) })
      return
    }
    let previous = (0..<index.addedWords.count).map { index.addedWords.terms[$0] }
    guard previous.count + fresh.count <= SearchIndex.addedWordLimit else { return nil }
    let added = SearchVocabulary.build(previous + fresh, stemmer: stemmer).vocabulary
    lexicon = SearchLexicon(base: index.vocabulary, added: added, dead: [])
    termCount = baseCount + added.count
    var map: [Int32: Int32] = [:]
    for (number, word) in previous.enumerated() {
      map[Int32(baseCount) + added.term(word)!] = Int32(baseCount + number)
    }
    oldAddedIDs = map
  }

  /// The product postings in this numbering: every list without the postings of `changed` documents, with `adding`
  /// (by new term id) merged in ascending order, as the builder's lists are.
  func postings(_ lists: CompactLists, without changed: ProductSet, adding: [Int32: [Int32]]) -> CompactLists {
    var offsets: [Int32] = [0]
    offsets.reserveCapacity(termCount + 1)
    var items: [Int32] = []
    items.reserveCapacity(lists.items.count + adding.values.reduce(0) { $0 + $1.count })
    for term in 0..<Int32(termCount) {
      let start = items.count
      let old: Int32? = Int(term) < baseCount ? term : oldAddedIDs[term]
      if let old {
        for posting in lists[old] where !changed.contains(Int32(UInt32(bitPattern: posting) >> 8)) {
          items.append(posting)
        }
      }
      if let new = adding[term] {
        items.append(contentsOf: new)
        items[start...].sort()
      }
      offsets.append(Int32(items.count))
    }
    return CompactLists(offsets: offsets, items: items)
  }
}
