import Synchronization

/// The search index kept in memory between requests, tied to the catalogue revision it was built at.
///
/// How it follows the catalogue without a restart: every request reads `catalog_revision` (through
/// `CatalogCache.view`, one tiny query it makes anyway). A new `structure` revision that the catalogue index reached
/// by applying a change of some products (its `history`) applies the same products to the search index
/// (`SearchIndex.applying`: milliseconds); any other (categories, sales changed; the seeder and `meowls reindex` bump
/// it) rebuilds the index from scratch, one thread building while the others wait. A new `stock` revision only re-reads which products can be bought; the thread that
/// notices does it, and threads that come meanwhile keep the previous flags instead of waiting.
final class SearchCache: Sendable {
  private let current = Mutex<SearchIndex?>(nil)
  private let building = Mutex(())
  let storage = SearchStorage()

  /// The index for `view`, built or refreshed as needed; nil when the catalogue changed while it was being read (the
  /// caller starts over with a new view).
  func index(for view: CatalogCache.View, _ connection: any DatabaseConnection) throws -> SearchIndex? {
    if let index = current.withLock({ $0 }), index.revision.structure == view.index.revision {
      guard index.revision.stock < view.revision.stock else { return index }
      let refreshed = try building.withLockIfAvailable { _ in try refreshStock(index, view, connection) }
      return refreshed ?? index
    }
    return try building.withLock { _ in
      if let index = current.withLock({ $0 }), index.revision.structure == view.index.revision {
        return index.revision.stock < view.revision.stock ? try refreshStock(index, view, connection) : index
      }
      if let index = current.withLock({ $0 }), let changed = try applyChanges(index, view, connection) {
        current.withLock { $0 = changed }
        return changed.revision.stock < view.revision.stock ? try refreshStock(changed, view, connection) : changed
      }
      guard let index = try Self.build(view, storage: storage, connection) else { return nil }
      current.withLock { $0 = index }
      return index
    }
  }

  /// Reads the catalogue and builds its index; nil when the catalogue's structure changed meanwhile.
  static func build(
    _ view: CatalogCache.View, storage: SearchStorage, _ connection: any DatabaseConnection
  ) throws -> SearchIndex? {
    let source = try storage.source(numberedBy: view.index, connection)
    let after = try CatalogRevision.current(connection)
    guard after.structure == view.index.revision else { return nil }
    return SearchIndexBuilder(source: source).build(revision: view.revision, stemmer: WordStemmer())
  }

  /// `index` with the products changed since its revision applied, when the catalogue index knows them; nil when
  /// the index must be rebuilt. NB: the rows read may be newer than `view` (a change committed meanwhile); the next
  /// step reads those products again, so the index catches up as the catalogue's does.
  private func applyChanges(
    _ index: SearchIndex, _ view: CatalogCache.View, _ connection: any DatabaseConnection
  ) throws -> SearchIndex? {
    guard index.revision.structure < view.index.revision,
      let products = view.index.changedProducts(since: index.revision.structure)
    else { return nil }
    let changes = try storage.changes(
      products.sorted { $0.uuidString < $1.uuidString }, numberedBy: view.index, categories: index.categories,
      connection)
    return index.applying(
      changes, productIDs: view.index.productIDs,
      revision: CatalogRevision(structure: view.index.revision, stock: index.revision.stock), stemmer: WordStemmer())
  }

  private func refreshStock(
    _ index: SearchIndex, _ view: CatalogCache.View, _ connection: any DatabaseConnection
  ) throws -> SearchIndex {
    let revision = CatalogRevision(structure: index.revision.structure, stock: view.revision.stock)
    let refreshed = index.withStock(try storage.inStock(view.index, connection), revision: revision)
    current.withLock { stored in
      if let previous = stored, previous.revision.structure == revision.structure,
        previous.revision.stock < revision.stock
      {
        stored = refreshed
      }
    }
    return refreshed
  }
}
