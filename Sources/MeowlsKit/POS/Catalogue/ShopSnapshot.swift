import MeowlsAPI

/// A register's copy of its shop's catalogue (`GET /pos/catalogue`): every variant the shop sells, with its codes,
/// prices and the shop's stock, at a revision of the server's change log.
///
/// A value: `applying` a page gives the next snapshot; the lookups (barcode, article, PLU) are rebuilt with it.
public struct ShopSnapshot: Hashable, Sendable {
  /// The items by variant.
  public private(set) var items: [ProductVariant.ID: RegisterCatalogueItem]
  /// The revision to ask changes since; nil before the first whole load finished.
  public private(set) var revision: Int?
  /// The shop the snapshot is of.
  public private(set) var shopID: Shop.ID?

  private var byArticle: [String: ProductVariant.ID] = [:]
  private var byBarcode: [String: ProductVariant.ID] = [:]
  private var byPLU: [Int: ProductVariant.ID] = [:]

  /// A snapshot of `items` at `revision`.
  public init(items: [RegisterCatalogueItem] = [], revision: Int? = nil, shopID: Shop.ID? = nil) {
    self.items = Dictionary(items.map { ($0.id, $0) }) { _, last in last }
    self.revision = revision
    self.shopID = shopID
    index()
  }

  /// The snapshot after the pages of one load, in the order they came: a complete load replaces everything, a
  /// delta changes and removes what it names. The revision kept is the first page's (changes made while paging
  /// come again next time).
  public func applying(_ pages: [RegisterCatalogue], shop: Shop.ID?) -> ShopSnapshot {
    guard let first = pages.first else { return self }
    var next = self
    if first.complete { next.items = [:] }
    for page in pages {
      for item in page.items { next.items[item.id] = item }
      for id in page.removed { next.items[id] = nil }
    }
    next.revision = first.revision
    next.shopID = shop ?? shopID
    next.index()
    return next
  }

  /// The item of an article, barcode or PLU as stored (the resolving rules are `resolve`'s).
  func item(article: String) -> RegisterCatalogueItem? { byArticle[article].flatMap { items[$0] } }
  func item(barcode: String) -> RegisterCatalogueItem? { byBarcode[barcode].flatMap { items[$0] } }
  func item(plu: Int) -> RegisterCatalogueItem? { byPLU[plu].flatMap { items[$0] } }

  private mutating func index() {
    byArticle = [:]
    byBarcode = [:]
    byPLU = [:]
    for item in items.values {
      byArticle[item.article.rawValue] = item.id
      if let barcode = item.barcode { byBarcode[barcode.rawValue] = item.id }
      if let plu = item.plu { byPLU[plu] = item.id }
    }
  }
}

extension ShopSnapshot: Codable {
  enum CodingKeys: String, CodingKey {
    case items
    case revision
    case shopID = "shop_id"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      items: try container.decode([RegisterCatalogueItem].self, forKey: .items),
      revision: try container.decodeIfPresent(Int.self, forKey: .revision),
      shopID: try container.decodeIfPresent(Shop.ID.self, forKey: .shopID))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(items.values.sorted { $0.id.uuidString < $1.id.uuidString }, forKey: .items)
    try container.encodeIfPresent(revision, forKey: .revision)
    try container.encodeIfPresent(shopID, forKey: .shopID)
  }
}
