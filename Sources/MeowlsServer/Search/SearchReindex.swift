/// `meowls reindex`: builds the catalogue and search indexes from scratch out of the database, reports their size
/// and build time, then bumps `catalog_revision.structure` so that every running server drops its in-memory indexes
/// and rebuilds them on its next request.
public enum SearchReindex {
  /// What a rebuild found and cost.
  public struct Report: Sendable, Equatable {
    public var products: Int
    public var categories: Int
    public var terms: Int
    public var postings: Int
    /// The search index's arrays, in bytes (the product ids are the catalogue index's).
    public var memoryBytes: Int
    public var catalogueSeconds: Double
    public var searchSeconds: Double
  }

  public static func run(database: any Database, clock: Clock) throws -> Report {
    try database.withConnection { connection in
      for _ in 0..<3 {
        let started = clock.monotonicNanoseconds()
        let revision = try CatalogRevision.current(connection)
        let storage = CatalogStorage(images: CatalogImageURLs(publicURL: ""))
        let catalog = try storage.loadIndex(revision: revision.structure, connection)
        let built = clock.monotonicNanoseconds()
        let view = CatalogCache.View(revision: revision, index: catalog)
        guard let index = try SearchCache.build(view, storage: SearchStorage(), connection) else { continue }
        let finished = clock.monotonicNanoseconds()
        try connection.execute("UPDATE catalog_revision SET structure = structure + 1 WHERE id = 1", [])
        return Report(
          products: index.productCount, categories: index.categories.count, terms: index.vocabulary.count,
          postings: index.productPostings.lists.items.count + index.categoryPostings.lists.items.count,
          memoryBytes: index.memoryBytes, catalogueSeconds: Double(built &- started) / 1e9,
          searchSeconds: Double(finished &- built) / 1e9)
      }
      throw ServerError.serviceUnavailable
    }
  }
}
