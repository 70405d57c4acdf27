import Foundation
import MeowlsAPI
import Synchronization

/// The catalogue kept in memory between requests: the listing index and the encoded JSON of products in list
/// form, each tied to the `catalog_revision` it was read at, so it is never served stale.
///
/// Every request reads the revision first (one tiny query) and only then anything else, so what it reads is at
/// least as new as that revision. A new `structure` revision rebuilds the index; a new `stock` revision forgets the
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
  }

  private let state = Mutex(State())
  private let rebuilding = Mutex(())
  let storage: CatalogStorage
  /// Products kept at most; when full, the cache starts over (a bound on memory, not an eviction policy).
  let productLimit: Int

  init(storage: CatalogStorage, productLimit: Int = 20_000) {
    self.storage = storage
    self.productLimit = productLimit
  }

  /// The current view, rebuilding the index when the catalogue changed since the last request.
  func view(_ connection: any DatabaseConnection) throws -> View {
    let revision = try CatalogRevision.current(connection)
    if let index = cachedIndex(for: revision) { return View(revision: revision, index: index) }
    // NB: one thread rebuilds while the others wait for it, instead of all of them reading the whole catalogue.
    return try rebuilding.withLock { _ in
      let latest = try CatalogRevision.current(connection)
      if let index = cachedIndex(for: latest) { return View(revision: latest, index: index) }
      let index = try storage.loadIndex(revision: latest.structure, connection)
      state.withLock { state in
        guard state.revision.map({ Self.isOlder($0, than: latest) }) ?? true else { return }
        state = State(revision: latest, index: index, products: [:])
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

  /// The cached index when it belongs to `revision`'s structure; a stock-only change forgets the products.
  private func cachedIndex(for revision: CatalogRevision) -> CatalogIndex? {
    state.withLock { state in
      guard let current = state.revision, current.structure == revision.structure else { return nil }
      if current.stock < revision.stock {
        state.revision = revision
        state.products.removeAll(keepingCapacity: true)
      }
      return state.index
    }
  }

  private static func isOlder(_ lhs: CatalogRevision, than rhs: CatalogRevision) -> Bool {
    (lhs.structure, lhs.stock) < (rhs.structure, rhs.stock)
  }
}
