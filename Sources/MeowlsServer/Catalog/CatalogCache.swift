import Foundation
import MeowlsAPI
import Synchronization

/// The catalogue kept in memory between requests: the listing index, the encoded JSON of products in list form,
/// and whole listing pages, filter answers and category levels, each tied to the `catalog_revision` it was read at, so it is never served stale.
///
/// Every request reads the revision first (one tiny query) and only then anything else, so what it reads is at
/// least as new as that revision. A new `structure` revision applies the products the change log names since the
/// cached index's revision (`CatalogChangeLog`, `CatalogIndex.applying`), or rebuilds the index when the log does not
/// cover the gap; a new `stock` revision forgets the
/// rendered products (their `availability_info.count`). Products are stored only under the revision they were
/// read at, so a slow reader never puts old data into a newer cache.
final class CatalogCache: Sendable {
  /// What one request works with: the revision it read and the index of that revision.
  struct View: Sendable {
    let revision: CatalogRevision
    let index: CatalogIndex
  }

  private struct State: Sendable {
    var revision: CatalogRevision?
    var index = CatalogIndex.empty
    var products: [UUID: [UInt8]] = [:]
    var pages: [ProductsQuery: [UInt8]] = [:]
    var filters: [FiltersQuery: [UInt8]] = [:]
    var categories: [CategoriesQuery: [UInt8]] = [:]
    var details: [UUID: [UInt8]] = [:]
    var pageBytes = 0
  }

  private let state = Mutex(State())
  private let rebuilding = Mutex(())
  let storage: CatalogStorage
  /// Products kept at most; when full, the cache starts over (a bound on memory, not an eviction policy).
  let productLimit: Int
  /// Bytes of listing pages kept at most; when full, the pages start over.
  let pageByteLimit: Int

  init(storage: CatalogStorage, productLimit: Int = 20_000, pageByteLimit: Int = 32 << 20) {
    self.storage = storage
    self.productLimit = productLimit
    self.pageByteLimit = pageByteLimit
  }

  /// The current view, rebuilding the index when the catalogue changed since the last request.
  func view(_ connection: any DatabaseConnection) throws -> View {
    let revision = try CatalogRevision.current(connection)
    if let index = cachedIndex(for: revision) { return View(revision: revision, index: index) }
    // NB: one thread rebuilds while the others wait for it, instead of all of them reading the whole catalogue.
    return try rebuilding.withLock { _ in
      let latest = try CatalogRevision.current(connection)
      if let index = cachedIndex(for: latest) { return View(revision: latest, index: index) }
      let index =
        try changedIndex(to: latest.structure, connection)
        ?? storage.loadIndex(revision: latest.structure, connection)
      state.withLock { state in
        guard state.revision.map({ $0.isOlder(than: latest) }) ?? true else { return }
        state = State(revision: latest, index: index)
      }
      return View(revision: latest, index: index)
    }
  }

  /// The list-form JSON of the products with these ids, in the order given; unknown ids are skipped.
  ///
  /// NB: a listing page is mostly product JSON, so keeping it encoded makes a page a few copies of bytes.
  func productJSON(_ ids: [UUID], in view: View, _ connection: any DatabaseConnection) throws -> [[UInt8]] {
    guard !ids.isEmpty else { return [] }
    let cached = state.withLock { state -> (found: [UUID: [UInt8]], missing: [UUID]) in
      guard state.revision == view.revision else { return ([:], ids) }
      var found: [UUID: [UInt8]] = [:]
      var missing: [UUID] = []
      for id in ids {
        if let product = state.products[id] { found[id] = product } else { missing.append(id) }
      }
      return (found, missing)
    }
    var found = cached.found
    if !cached.missing.isEmpty {
      let encoder = JSONBodyEncoder()
      let loaded = try storage.products(cached.missing, connection).mapValues { try encoder.encode($0) }
      found.merge(loaded) { cached, _ in cached }
      state.withLock { state in
        guard state.revision == view.revision else { return }
        if state.products.count + loaded.count > productLimit { state.products.removeAll(keepingCapacity: true) }
        state.products.merge(loaded) { cached, _ in cached }
      }
    }
    return ids.compactMap { found[$0] }
  }

  /// The JSON of a product card (`GET /products/{id}`) answered before at this view's revision.
  func detail(_ id: UUID, in view: View) -> [UInt8]? {
    state.withLock { $0.revision == view.revision ? $0.details[id] : nil }
  }

  /// Keeps the JSON of a product card for the next request of it at the same revision.
  func store(detail: [UInt8], for id: UUID, in view: View) {
    state.withLock { state in
      guard state.revision == view.revision else { return }
      if state.details.count >= productLimit { state.details.removeAll(keepingCapacity: true) }
      state.details[id] = detail
    }
  }

  /// The JSON of a listing page answered before at this view's revision.
  func page(for query: ProductsQuery, in view: View) -> [UInt8]? {
    state.withLock { $0.revision == view.revision ? $0.pages[query] : nil }
  }

  /// Keeps the JSON of a listing page for the next identical request at the same revision.
  func store(page: [UInt8], for query: ProductsQuery, in view: View) {
    keep(page, in: \.pages, for: query, view)
  }

  /// The JSON of a filters answer given before at this view's revision.
  func filters(for query: FiltersQuery, in view: View) -> [UInt8]? {
    state.withLock { $0.revision == view.revision ? $0.filters[query] : nil }
  }

  /// Keeps the JSON of a filters answer for the next identical request at the same revision; counted with the
  /// pages' bytes, under the same bound.
  func store(filters answer: [UInt8], for query: FiltersQuery, in view: View) {
    keep(answer, in: \.filters, for: query, view)
  }

  /// The JSON of a level of categories answered before at this view's revision.
  func categories(for query: CategoriesQuery, in view: View) -> [UInt8]? {
    state.withLock { $0.revision == view.revision ? $0.categories[query] : nil }
  }

  /// Keeps the JSON of a level of categories, as `store(filters:)` does.
  func store(categories answer: [UInt8], for query: CategoriesQuery, in view: View) {
    keep(answer, in: \.categories, for: query, view)
  }

  /// Keeps an answer's JSON under `key` when the cache is still at `view`'s revision and the key is new; when the
  /// pages, filter answers and category levels would pass `pageByteLimit` together, all start over.
  private func keep<Key: Hashable>(
    _ answer: [UInt8], in answers: WritableKeyPath<State, [Key: [UInt8]]>, for key: Key, _ view: View
  ) {
    state.withLock { state in
      guard state.revision == view.revision, state[keyPath: answers][key] == nil else { return }
      if state.pageBytes + answer.count > pageByteLimit {
        state.pages.removeAll(keepingCapacity: true)
        state.filters.removeAll(keepingCapacity: true)
        state.categories.removeAll(keepingCapacity: true)
        state.pageBytes = 0
      }
      state[keyPath: answers][key] = answer
      state.pageBytes += answer.count
    }
  }

  /// The cached index with the products the change log names since its revision applied, when the log covers the
  /// whole gap to `structure`; nil when the index must be rebuilt.
  private func changedIndex(to structure: Int, _ connection: any DatabaseConnection) throws -> CatalogIndex? {
    let (cached, index) = state.withLock { ($0.revision, $0.index) }
    guard let cached, cached.structure == index.revision,
      let products = try CatalogChangeLog.products(from: index.revision, to: structure, connection)
    else { return nil }
    let rows = try storage.indexRows(products.sorted { $0.uuidString < $1.uuidString }, connection)
    return index.applying(rows.products, values: rows.values, revision: structure)
  }

  /// The cached index when it belongs to `revision`'s structure; a stock-only change forgets the products and pages.
  private func cachedIndex(for revision: CatalogRevision) -> CatalogIndex? {
    state.withLock { state in
      guard let current = state.revision, current.structure == revision.structure else { return nil }
      if current.stock < revision.stock {
        state = State(revision: revision, index: state.index)
      }
      return state.index
    }
  }

}
