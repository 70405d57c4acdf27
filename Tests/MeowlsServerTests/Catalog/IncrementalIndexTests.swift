import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

/// Random back-office edits (rename, new product, archive and unarchive, price, another category, another brand)
/// applied to the demo shop: after each few, the indexes a server kept and changed step by step from the change log
/// answer every listing, filter count and search exactly as indexes rebuilt from scratch do.
@Suite struct IncrementalIndexTests {
  struct NoSearchIndex: Error {}

  /// A small deterministic generator (SplitMix64): the edits of a seed are always the same.
  struct Mix {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((value ^ (value >> 31)) % UInt64(bound))
    }
  }

  static let words = ["Корм", "кошек", "Зюзя", "собак", "лакомство", "Мурлыка", "серия", "шампунь", "Гав", "рыбка"]
  static let brands = ["Whiskas", "Acana", "Brit", "Мурлыка Про"]
  static let queries = [
    "корм", "кошек", "для собак", "зюзя", "мурлыка", "серия", "шампнь", "rjhv", "лакомство для", "гав", "рыб",
    "whiskas", "acana", "brit", "мурлыкапро", "про", "ко", "игрушка", "1", "к",
  ]

  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomEditsAnswerAsAFullRebuild(seed: UInt64) throws {
    let clock = Clock.constant(DemoCatalogFixture.loadDate)
    let database = try SQLiteDatabase.migrated(clock: clock)
    try CatalogSeeder(database: database, clock: clock).seed(DemoCatalogFixture.catalog)
    let admin = ProductAdmin(database: database, clock: clock, random: .seeded(seed))
    let storage = CatalogStorage(images: CatalogImageURLs(publicURL: ""))
    let kept = (catalog: CatalogCache(storage: storage), search: SearchCache())
    var mix = Mix(state: seed)
    let (products, leaves) = try database.withConnection { connection in
      (
        try connection.query("SELECT id FROM products ORDER BY position").map { try CatalogStorage.uuid($0, 0) },
        try connection.query("SELECT id FROM categories WHERE has_children = 0 AND archived = 0 ORDER BY position")
          .map { try CatalogStorage.uuid($0, 0) }
      )
    }
    var ids = products
    _ = try Self.answers(kept, database)
    var applied = 0
    for step in 0..<36 {
      if let id = try Self.edit(step, &mix, ids: ids, leaves: leaves, admin) { ids.append(id) }
      guard step % 3 == 2 else { continue }
      let incremental = try Self.answers(kept, database)
      let rebuilt = try Self.answers((CatalogCache(storage: storage), SearchCache()), database)
      let differing = zip(incremental.lines, rebuilt.lines).filter { $0 != $1 }
      #expect(incremental.lines.count == rebuilt.lines.count, "seed \(seed), step \(step)")
      #expect(
        differing.isEmpty,
        "seed \(seed), step \(step): \(differing.count) differ, first \(differing.prefix(1).map { "\($0.0.prefix(600)) | \($0.1.prefix(600))" })"
      )
      #expect(incremental.lines.count > 100)
      if incremental.changed { applied += 1 }
    }
    #expect(applied == 12, "every step was applied from the change log, none rebuilt")
  }

  /// One random edit through the back office; the id of a new product.
  static func edit(
    _ step: Int, _ mix: inout Mix, ids: [UUID], leaves: [UUID], _ admin: ProductAdmin
  ) throws -> UUID? {
    let id = ids[mix.next(ids.count)]
    let product = try admin.product(Product.ID(id))
    var draft = ProductDraft(
      categoryIDs: product.categoryIDs, name: product.name, quickBuy: product.quickBuy, variants: product.variants,
      vatRate: product.vatRate)
    let word = words[mix.next(words.count)]
    do {
      switch mix.next(6) {
      case 0:
        draft.name = "\(word) \(product.name.split(separator: " ").prefix(2).joined(separator: " ")) \(step)"
      case 1:
        let new = ProductDraft(
          categoryIDs: [Category.ID(leaves[mix.next(leaves.count)])], name: "\(word) новинка \(step)",
          variants: [
            AdminVariant(
              article: Article(rawValue: "T\(step)X\(mix.next(1000))"), name: "1 шт",
              price: Money(rubles: Int64(100 + step)),
              properties: [AdminPropertyValue(code: "brand", value: brands[mix.next(brands.count)])])
          ])
        return try admin.create(new, by: .console).id.rawValue
      case 2:
        _ = try admin.setArchived(Product.ID(id), !product.archived, by: .console)
        return nil
      case 3:
        draft.variants[0].price = Money(rubles: Int64(1 + mix.next(5000)))
        draft.variants[0].oldPrice = nil
      case 4:
        draft.categoryIDs = [Category.ID(leaves[mix.next(leaves.count)])]
      default:
        draft.variants[0].properties = [AdminPropertyValue(code: "brand", value: brands[mix.next(brands.count)])]
      }
      _ = try admin.edit(Product.ID(id), draft, by: .console)
    } catch is AdminError {
      // A draft the rules refuse (a weighed good's price per kilogram, say) changes nothing: the next edit follows.
    }
    return nil
  }

  /// Everything the shop answers from the indexes, one line each, and whether the catalogue index was changed from
  /// its predecessor rather than rebuilt.
  static func answers(
    _ caches: (catalog: CatalogCache, search: SearchCache), _ database: SQLiteDatabase
  ) throws -> (lines: [String], changed: Bool) {
    try database.withConnection { connection in
      let view = try caches.catalog.view(connection)
      guard let search = try caches.search.index(for: view, connection) else { throw NoSearchIndex() }
      let index = view.index
      var lines: [String] = []
      func listing(_ listing: ProductListing) throws {
        let page = try index.select(listing, offset: 0, limit: 100_000)
        lines.append("\(listing): \(page.total) \(index.ids(page.ordinals).map(\.uuidString))")
      }
      for id in index.categories.keys.sorted(by: { $0.uuidString < $1.uuidString }) {
        let category = index.categories[id]!
        for sort in [nil] + ProductSort.allCases { try listing(.category(Category.ID(id), sort: sort)) }
        let facets = index.facets(over: category.products)
        lines.append("facets \(id): \(facets)")
        if let facet = facets.first, let value = facet.values.first {
          let filters: FilterSelection = [facet.code: [value.text]]
          try listing(.category(Category.ID(id), filters: filters, sort: .price))
          lines.append("filtered \(id): \(index.facets(over: index.facetBase(filters, within: category.products)))")
        }
      }
      for sale in index.saleProducts.keys.sorted(by: { $0.uuidString < $1.uuidString }) {
        try listing(.sale(Sale.ID(sale)))
      }
      try listing(.productIDs(index.productIDs.prefix(40).map { Product.ID($0) }))
      let engine = SearchEngine(index: search, workspace: SearchWorkspace())
      for query in queries {
        let matches = SearchMatcher.top(engine.products(SearchQuery(query)), limit: 200)
        lines.append("search \(query): \(matches.map { "\(index.productIDs[Int($0.document)]) \($0.key)" })")
        lines.append("suggest \(query): \(engine.suggestions(query))")
        let page = index.select(
          ranked: engine.products(SearchQuery(query)), filters: [:], sort: .name, offset: 0, limit: 50)
        lines.append("search by name \(query): \(page.total) \(index.ids(page.ordinals))")
      }
      lines.append("popular: \(engine.popular())")
      return (lines, !index.history.isEmpty && search.revision.structure == index.revision)
    }
  }
}
