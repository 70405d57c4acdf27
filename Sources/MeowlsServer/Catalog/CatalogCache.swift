import Foundation
import MeowlsAPI
import Synchronization

/// The catalogue kept in memory between requests: the listing index, the encoded JSON of every listed product in
/// list form (loaded at start), and whole listing pages, filter answers and category levels, each tied to the
/// `catalog_revision` it was read at, so it is never served stale.
///
/// Every request reads the revision first (one tiny query) and only then anything else, so what it reads is at
/// least as new as that revision. A new `structure` revision applies the products the change log names since the
/// cached index's revision (`CatalogChangeLog`, `CatalogIndex.applying`), or rebuilds the index when the log does not
/// cover the gap; a new `stock` revision forgets just the products whose stock the stock change log names
/// (`CatalogStockChangeLog`, `+CatchUp`), or all of them when it has a gap. Pages, filter answers and category levels
/// are forgotten at every new revision. Products are stored only under the revision they were read at, so a slow
/// reader never puts old data into a newer cache.
///
/// NB: keeping every list form is what makes a first visit of a page cheap: a page's products are 20 random rows
/// of a large file, and reading them cost more than 1 ms at 100,000 products (`Docs/catalogue.md`, First visits).
final class CatalogCache: Sendable {
  /// What one request works with: the revision it read and the index of that revision.
  struct View: Sendable {
    let revision: CatalogRevision
    let index: CatalogIndex
  }

  struct State: Sendable {
    var revision: CatalogRevision?
    var index = CatalogIndex.empty
    var products: [UUID: [UInt8]] = [:]
    var productBytes = 0
    var pages: [ProductsQuery: [UInt8]] = [:]
    var filters: [FiltersQuery: [UInt8]] = [:]
    var categories: [CategoriesQuery: [UInt8]] = [:]
    var details: [UUID: [UInt8]] = [:]
    var pageBytes = 0
  }

  let state = Mutex(State())
  let rebuilding = Mutex(())
  let storage: CatalogStorage
  /// How the kept list forms are packed (learned from the first ones read).
  let listFormPacking = ListFormPacking()
  /// Answers found in memory and read anew (`/metrics`).
  let pageHits = Atomic<UInt64>(0)
  let pageMisses = Atomic<UInt64>(0)
  let productHits = Atomic<UInt64>(0)
  let productMisses = Atomic<UInt64>(0)
  /// Bytes of products' list-form JSON kept at most (about 600 bytes a product, so 100,000 products take a third
  /// of it); when full, the products start over (a bound on memory, not an eviction policy).
  let productByteLimit: Int
  /// Product cards (`GET /products/{id}`) kept at most; when full, they start over.
  let detailLimit: Int
  /// Bytes of listing pages kept at most; when full, the pages start over.
  let pageByteLimit: Int

  init(
    storage: CatalogStorage, productByteLimit: Int = 192 << 20, detailLimit: Int = 20_000,
    pageByteLimit: Int = 32 << 20
  ) {
    self.storage = storage
    self.productByteLimit = productByteLimit
    self.detailLimit = detailLimit
    self.pageByteLimit = pageByteLimit
  }

  /// The current view: the cached one caught up with the stock writes since, or the index brought to the new
  /// structure revision (`+CatchUp`).
  func view(_ connection: any DatabaseConnection) throws -> View {
    let revision = try CatalogRevision.current(connection)
    if let view = try caughtUp(to: revision, connection) { return view }
    // NB: one thread rebuilds while the others wait for it, instead of all of them reading the whole catalogue.
    return try rebuilding.withLock { _ in
      let latest = try CatalogRevision.current(connection)
      if let view = try caughtUp(to: latest, connection) { return view }
      return try rebuilt(at: latest, connection)
    }
  }

  /// The list-form JSON of the products with these ids, in the order given; unknown ids are skipped.
  ///
  /// NB: a listing page is mostly product JSON, so keeping it encoded makes a page a few copies of bytes. It is kept
  /// deflated against a dictionary of the first products read (`ListFormPacking`): a list form is 1–2.5 KB of
  /// JSON that repeats its keys, picture URLs and badges, and 100,000 of them whole took 150 MB of the server's
  /// 300 MB; inflating a page's 20 costs tens of µs, reading them from SQLite about a millisecond.
  func productJSON(_ ids: [UUID], in view: View, _ connection: any DatabaseConnection) throws -> [[UInt8]] {
    guard !ids.isEmpty else { return [] }
    let cached = state.withLock { state -> (packed: [UUID: [UInt8]], missing: [UUID]) in
      guard state.revision == view.revision else { return ([:], ids) }
      var packed: [UUID: [UInt8]] = [:]
      var missing: [UUID] = []
      for id in ids {
        if let product = state.products[id] { packed[id] = product } else { missing.append(id) }
      }
      return (packed, missing)
    }
    var found: [UUID: [UInt8]] = [:]
    var missing = cached.missing
    for (id, packed) in cached.packed {
      if let json = listFormPacking.unpack(packed) { found[id] = json } else { missing.append(id) }
    }
    productHits.add(UInt64(found.count), ordering: .relaxed)
    productMisses.add(UInt64(missing.count), ordering: .relaxed)
    if !missing.isEmpty {
      let encoder = JSONBodyEncoder()
      let loaded = try storage.products(missing, connection).mapValues { try encoder.encode($0) }
      found.merge(loaded) { cached, _ in cached }
      keep(loaded, in: view)
    }
    return ids.compactMap { found[$0] }
  }

  /// Keeps list forms read at `view`'s revision, packed, unless the cache moved on; when they would pass
  /// `productByteLimit`, the kept ones start over.
  private func keep(_ loaded: [UUID: [UInt8]], in view: View) {
    guard !loaded.isEmpty else { return }
    let packed = loaded.mapValues { listFormPacking.pack($0, learningFrom: loaded) }
    state.withLock { state in
      guard state.revision == view.revision else { return }
      let bytes = packed.values.reduce(0) { $0 + $1.count }
      if state.productBytes + bytes > productByteLimit {
        state.products.removeAll(keepingCapacity: true)
        state.productBytes = 0
      }
      for (id, product) in packed where state.products[id] == nil {
        state.products[id] = product
        state.productBytes += product.count
      }
    }
  }

  /// The JSON of a product card (`GET /products/{id}`) answered before at this view's revision.
  func detail(_ id: UUID, in view: View) -> [UInt8]? {
    state.withLock { $0.revision == view.revision ? $0.details[id] : nil }
  }

  /// Keeps the JSON of a product card for the next request of it at the same revision.
  func store(detail: [UInt8], for id: UUID, in view: View) {
    state.withLock { state in
      guard state.revision == view.revision else { return }
      if state.details.count >= detailLimit { state.details.removeAll(keepingCapacity: true) }
      state.details[id] = detail
    }
  }

  /// The JSON of a listing page answered before at this view's revision.
  func page(for query: ProductsQuery, in view: View) -> [UInt8]? {
    let page = state.withLock { $0.revision == view.revision ? $0.pages[query] : nil }
    if page == nil { pageMisses.add(1, ordering: .relaxed) } else { pageHits.add(1, ordering: .relaxed) }
    return page
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
}
