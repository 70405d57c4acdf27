import MeowlsAPI

/// A product of a sale or a collection, named on its page.
public struct AdminNamedProduct: Equatable, Sendable {
  public var article: String
  public var id: Product.ID
  public var name: String

  public init(article: String, id: Product.ID, name: String) {
    self.article = article
    self.id = id
    self.name = name
  }

  /// How many of a list's products are named on its page (one request each); the rest are counted.
  public static let namedLimit = 100

  /// The first `namedLimit` of `ids` named by `product`; one that cannot be read (archived since) is left out, as
  /// the API leaves it out of sales and listings.
  static func load(_ ids: [Product.ID], product: (Product.ID) async throws(APIError) -> AdminProduct) async -> [Self] {
    var named: [Self] = []
    for id in ids.prefix(namedLimit) {
      guard let found = try? await product(id) else { continue }
      named.append(Self(article: found.variants.first?.article.rawValue ?? "", id: id, name: found.name))
    }
    return named
  }
}

/// Finding a product to add to a sale or a collection: an article that exactly one product has adds it at once;
/// words of a name list the products found, to pick from.
public struct AdminProductLookup: Equatable, Sendable {
  /// What the last search found (nil: no search yet).
  public var found: [AdminProductSummary]?
  /// The last article or words searched.
  public var text: String

  public init(found: [AdminProductSummary]? = nil, text: String = "") {
    self.found = found
    self.text = text
  }

  /// The query for `text` typed (nil for nothing typed).
  mutating func submitted(_ typed: String) -> AdminProductQuery? {
    let typed = typed.trimmingCharacters(in: .whitespaces)
    guard !typed.isEmpty else { return nil }
    text = typed
    return AdminProductQuery(query: typed)
  }

  /// The product to add at once (the one whose article was typed, not yet in `chosen`), or nil with what was found
  /// listed.
  mutating func answered(_ page: Page<AdminProductSummary>, chosen: [Product.ID]) -> Product.ID? {
    let exact = page.results.filter { $0.article.rawValue == text }
    if exact.count == 1, !chosen.contains(exact[0].id) { return exact[0].id }
    found = page.results
    return nil
  }
}
