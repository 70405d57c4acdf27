import Foundation

/// The search index of one catalogue revision, in memory and immutable (worker threads share it without locks).
///
/// Products are numbered by the catalogue index's ordinals (`CatalogIndex.productIDs`), so a search result is a set
/// of ordinals the catalogue's filters, sorts and pages work on directly. Categories are numbered in catalogue order.
struct SearchIndex: Sendable {
  /// The `catalog_revision` it reflects: `structure` for everything, `stock` for the in-stock flags.
  let revision: CatalogRevision
  let vocabulary: SearchVocabulary
  let productPostings: PostingLists
  let categoryPostings: PostingLists
  let productNames: PackedStrings
  /// Ordinal → product id (the catalogue index's array, shared, not copied).
  let productIDs: [UUID]
  /// Ordinal → `popularity << 24 | name rank` inverted so that smaller is better; see `SearchRanking`.
  let productBaseTies: [UInt32]
  /// Ordinal → the tie key with the out-of-stock bit (bit 31) set for products nobody can buy now.
  let productTies: [UInt32]
  /// Ordinal → its first category (index into `categories`), or −1.
  let productCategory: [Int32]
  let categories: [SearchCategory]
  let categoryTies: [UInt32]
  /// The products of `/search/popular`, best first.
  let popular: [Int32]
  /// What applying a change of some products needs (`SearchIndex+Changes`): the words added since the build (term ids
  /// after `vocabulary`'s) and the terms left without postings; ordinals by lower-cased name (the name ranks'
  /// order); each product's categories; each category's own and ancestors' terms.
  var addedWords = SearchVocabulary.empty
  var deadTerms: Set<Int32> = []
  var nameOrder: [Int32] = []
  var productCategories = CompactLists(offsets: [0], items: [])
  var categoryPathTerms: [[Int32]] = []

  var lexicon: SearchLexicon { SearchLexicon(base: vocabulary, added: addedWords, dead: deadTerms) }

  var productCount: Int { productNames.count }

  static let empty = SearchIndexBuilder(source: SearchSource(productIDs: [], products: [], categories: [], inStock: []))
    .build(
      revision: CatalogRevision(structure: -1, stock: -1), stemmer: WordStemmer())

  /// The same index with new in-stock flags (a stock change needs nothing else rebuilt).
  func withStock(_ inStock: [Bool], revision: CatalogRevision) -> SearchIndex {
    let ties = Self.ties(base: productBaseTies, inStock: inStock)
    var index = SearchIndex(
      revision: revision, vocabulary: vocabulary, productPostings: productPostings, categoryPostings: categoryPostings,
      productNames: productNames, productIDs: productIDs, productBaseTies: productBaseTies, productTies: ties,
      productCategory: productCategory, categories: categories, categoryTies: categoryTies,
      popular: PopularProducts.choose(ties: ties, productCategory: productCategory, categories: categories))
    index.keepChangeState(of: self)
    return index
  }

  /// Takes what applying changes needs from `other` (an index of the same words and products).
  mutating func keepChangeState(of other: SearchIndex) {
    addedWords = other.addedWords
    deadTerms = other.deadTerms
    nameOrder = other.nameOrder
    productCategories = other.productCategories
    categoryPathTerms = other.categoryPathTerms
  }

  static func ties(base: [UInt32], inStock: [Bool]) -> [UInt32] {
    base.indices.map { ordinal in
      base[ordinal] | (ordinal < inStock.count && inStock[ordinal] ? 0 : 1 << 31)
    }
  }

  /// Bytes of memory the index holds (arrays by capacity; the category records roughly; the product ids belong to
  /// the catalogue index).
  var memoryBytes: Int {
    vocabulary.memoryBytes + addedWords.memoryBytes + nameOrder.capacity * 4 + productCategories.memoryBytes
      + productPostings.memoryBytes + categoryPostings.memoryBytes + productNames.memoryBytes
      + productBaseTies.capacity * 4 + productTies.capacity * 4 + productCategory.capacity * 4
      + categories.reduce(0) { $0 + 96 + $1.name.utf8.count + $1.code.utf8.count } + categoryTies.capacity * 4
      + popular.capacity * 4
  }
}

/// A category as search suggestions show it.
struct SearchCategory: Sendable, Equatable {
  let id: UUID
  let code: String
  let name: String
  let hasChildren: Bool
  /// Index of the parent in `SearchIndex.categories`, or −1 for a root.
  let parent: Int32
  /// Products linked directly to it.
  let directProducts: Int
  /// Products linked to it or to any descendant: a suggestion's `products_count` and the category's popularity.
  /// NB: a parent usually holds no product itself, so its direct count showed 0 for most parents.
  let allProducts: Int
}

/// What the index is built from, read by `SearchStorage` (or written by tests).
struct SearchSource: Sendable {
  struct Product: Sendable {
    var name: String
    var brand: String?
    /// Indices into `categories`.
    var categories: [Int]
    /// Shown on the main page (banner products).
    var featured: Bool
    /// Part of a sale.
    var onSale: Bool
    /// Not archived: an archived product keeps its ordinal and name rank, and nothing finds it.
    var listed = true
  }

  struct Category: Sendable {
    var id: UUID
    var parent: Int?
    var code: String
    var name: String
    var hasChildren: Bool
  }

  /// By catalogue ordinal (the catalogue index's ids).
  var productIDs: [UUID]
  /// By catalogue ordinal.
  var products: [Product]
  /// In catalogue order.
  var categories: [Category]
  /// By ordinal: some variant can be bought now.
  var inStock: [Bool]
}
