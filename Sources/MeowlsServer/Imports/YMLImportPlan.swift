import Foundation
import MeowlsAPI

/// Everything a YML feed changes, worked out from what is stored before anything is written: the categories, the
/// products and the stock at the import's location; every row problem is collected and thrown together.
struct YMLImportPlan {
  /// A picture of a product, to fetch unless fetched before.
  struct PictureFetch {
    var done: Bool
    var key: String
    var line: Int
    var position: Int
    var product: UUID
    var url: String
  }

  /// A counter to set at the import's location.
  struct StockWrite {
    var article: Article
    var line: Int
    var quantity: Int
  }

  let articles: ImportArticleSource
  let categories: YMLCategoryPlan
  let groupKeys: [String: String]
  let products: YMLProductPlan
  let stock: [StockWrite]

  /// Whether anything is written.
  var changes: Bool {
    categories.entries.contains { $0.isNew || $0.isChanged } || !products.writes.isEmpty || !stock.isEmpty
  }

  init(
    _ feed: YMLFeed, options: CatalogueImport.Options, location: UUID, newID: () -> UUID,
    _ connection: any DatabaseConnection, report: inout ImportReport
  ) throws {
    var problems = ImportProblems()
    articles = options.articles
    categories = YMLCategoryPlan(
      feed.categories, keys: try ImportKeys.all("yml.category", connection), existing: try Self.categories(connection),
      productCounts: try Self.productCounts(connection), newID: newID, problems: &problems)
    for entry in categories.entries {
      if entry.isNew {
        report.categories.created += 1
        report.note(
          ImportChange(line: entry.line, subject: "category \(entry.feedID)", change: "created \(entry.name)"))
      } else if entry.isChanged {
        report.categories.updated += 1
        report.note(
          ImportChange(line: entry.line, subject: "category \(entry.feedID)", change: "updated \(entry.name)"))
      } else {
        report.categories.unchanged += 1
      }
    }
    let rules = YMLOfferRules(
      articles: options.articles, categories: categories, properties: try Self.properties(connection))
    var offers: [YMLOfferRules.Offer] = []
    var lines: [Article: Int] = [:]
    for offer in feed.offers {
      guard let read = rules.read(offer, problems: &problems) else { continue }
      if let line = lines[read.article] {
        problems.add(line: read.line, field: "id", "the article \(read.article.rawValue) is line \(line)'s offer's too")
        continue
      }
      lines[read.article] = read.line
      offers.append(read)
    }
    var owners: [String: UUID] = [:]
    var barcodes: [String: UUID] = [:]
    var variants: [String: UUID] = [:]
    try connection.forEachRow("SELECT article, product_id, barcode, id FROM product_variants", []) { row in
      let article = try row.string(0)
      owners[article] = try CatalogStorage.uuid(row, 1)
      let id = try CatalogStorage.uuid(row, 3)
      variants[article] = id
      if let barcode = try row.optionalString(2) { barcodes[barcode] = id }
    }
    groupKeys = try ImportKeys.all("yml.group", connection)
    products = try YMLProductPlan(
      offers,
      stored: YMLProductPlan.Stored(
        barcodes: barcodes, groups: groupKeys, owners: owners,
        product: { try ProductAdminStore.product($0, in: connection) }), newID: newID, problems: &problems,
      report: &report)
    try problems.check()
    var levels: [UUID: Int] = [:]
    try connection.forEachRow(
      "SELECT variant_id, quantity FROM stock_levels WHERE location_id = $1", [location.sqlValue]
    ) { levels[try CatalogStorage.uuid($0, 0)] = try $0.int(1) }
    var stock: [StockWrite] = []
    for offer in offers {
      guard let quantity = offer.quantity else { continue }
      let current = variants[offer.article.rawValue].flatMap { levels[$0] }
      guard current ?? 0 != quantity else {
        report.stock.unchanged += 1
        continue
      }
      if current == nil { report.stock.created += 1 } else { report.stock.updated += 1 }
      report.note(
        ImportChange(
          line: offer.line, subject: "stock \(offer.article.rawValue)", change: "\(current ?? 0) → \(quantity)"))
      stock.append(StockWrite(article: offer.article, line: offer.line, quantity: quantity))
    }
    self.stock = stock
  }

  /// Writes the plan on the transaction's connection.
  func apply(
    location: UUID, by actor: AdminActor, at seconds: Int64, newID: @escaping () -> UUID,
    _ connection: any DatabaseConnection
  ) throws {
    try YMLCategoryWriter.write(categories, connection)
    for write in products.writes {
      try ProductAdminStore.write(write.draft, id: write.id, isNew: write.isNew, newID: newID, connection)
      if let group = write.groupID, groupKeys[group] != write.id.uuidString {
        try ImportKeys.set("yml.group", group, write.id.uuidString, connection)
      }
      for (offer, article) in write.offerIDs where offer != article.rawValue {
        guard let variant = try ProductAdminStore.holder(ofArticle: article.rawValue, connection) else { continue }
        try ImportKeys.set("yml.offer", offer, variant.uuidString, connection)
      }
    }
    for write in stock {
      guard let variant = try ProductAdminStore.holder(ofArticle: write.article.rawValue, connection) else { continue }
      try StockLedger.correct(
        variant: variant, at: location, to: write.quantity, actor: actor.stock, note: "catalog import", at: seconds,
        in: connection)
    }
    try CatalogueChange.bumpStructure(connection)
  }

  /// Every picture of the feed's products, marked `done` when an earlier import fetched it for the product.
  func pictureFetches(_ connection: any DatabaseConnection) throws -> [PictureFetch] {
    let done = try ImportKeys.all("yml.picture", connection)
    var fetches: [PictureFetch] = []
    for (product, offers) in products.products {
      // NB: each URL with the line of the first offer naming it, so a failure points at its `<picture>`.
      var urls: [(url: String, line: Int)] = []
      for offer in offers {
        for url in offer.pictures where !urls.contains(where: { $0.url == url }) { urls.append((url, offer.line)) }
      }
      for (position, picture) in urls.enumerated() {
        let key = product.uuidString + " " + picture.url
        fetches.append(
          PictureFetch(
            done: done[key] != nil, key: key, line: picture.line, position: position, product: product,
            url: picture.url))
      }
    }
    return fetches
  }

  private static func categories(_ connection: any DatabaseConnection) throws -> [UUID: YMLCategoryPlan.Existing] {
    var rows: [UUID: YMLCategoryPlan.Existing] = [:]
    try connection.forEachRow("SELECT id, parent_id, code, name, archived FROM categories", []) { row in
      rows[try CatalogStorage.uuid(row, 0)] = YMLCategoryPlan.Existing(
        archived: try row.bool(4), code: try row.string(2), name: try row.string(3),
        parent: try row.optionalString(1).flatMap(UUID.init(storedText:)))
    }
    return rows
  }

  private static func productCounts(_ connection: any DatabaseConnection) throws -> [UUID: Int] {
    var counts: [UUID: Int] = [:]
    try connection.forEachRow(
      """
      SELECT pc.category_id, COUNT(*) FROM product_categories pc JOIN products p ON p.id = pc.product_id
      WHERE p.archived = 0 GROUP BY pc.category_id
      """, []
    ) { counts[try CatalogStorage.uuid($0, 0)] = try $0.int(1) }
    return counts
  }

  /// Property codes by lower-cased name and code.
  static func properties(_ connection: any DatabaseConnection) throws -> [String: String] {
    var codes: [String: String] = [:]
    try connection.forEachRow("SELECT code, name FROM product_properties", []) { row in
      let code = try row.string(0)
      codes[try row.string(1).lowercased()] = code
      codes[code.lowercased()] = code
    }
    return codes
  }
}
