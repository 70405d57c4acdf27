import Foundation

extension CatalogCache {
  /// The cached view brought to `revision` when its structure is the cached one: stock writes since make it forget
  /// just the products the stock change log names (all of them when the log has a gap); nil when the structure
  /// moved and the index must change.
  ///
  /// NB: the log is read outside the lock, so requests never wait on each other's queries; what it names covers
  /// the whole range from the revision seen before, so applying it to a cache that moved on meanwhile is still
  /// right (it forgets a few products more).
  func caughtUp(to revision: CatalogRevision, _ connection: any DatabaseConnection) throws -> View? {
    let (cached, index) = state.withLock { ($0.revision, $0.index) }
    guard let cached, cached.structure == revision.structure else { return nil }
    if cached.stock < revision.stock {
      let changed = try CatalogStockChangeLog.products(from: cached.stock, to: revision.stock, connection)
      state.withLock { state in
        guard let now = state.revision, now.structure == revision.structure, now.stock < revision.stock else {
          return
        }
        if let changed, now.stock >= cached.stock {
          state.moveOn(to: revision, forgetting: changed)
        } else {
          state = State(revision: revision, index: state.index)
        }
      }
    }
    return View(revision: revision, index: index)
  }

  /// The index brought to `latest`'s structure: the cached one with the products the change log names applied, or
  /// one read whole when the log does not cover the gap. The products' JSON is kept, but for the products either
  /// log names, when both logs cover the whole gap.
  func rebuilt(at latest: CatalogRevision, _ connection: any DatabaseConnection) throws -> View {
    let old = state.withLock { $0 }
    let changed = try changedIndex(from: old, to: latest.structure, connection)
    let index = try changed?.index ?? storage.loadIndex(revision: latest.structure, connection)
    var next = State(revision: latest, index: index)
    if let changed, let before = old.revision,
      let stocked = try CatalogStockChangeLog.products(from: before.stock, to: latest.stock, connection)
    {
      next = old
      next.index = index
      next.moveOn(to: latest, forgetting: stocked.union(changed.products))
    }
    state.withLock { state in
      guard state.revision.map({ $0.isOlder(than: latest) }) ?? true else { return }
      state = next
    }
    return View(revision: latest, index: index)
  }

  /// The cached index with the products the change log names since its revision applied, and those products, when
  /// the log covers the whole gap to `structure`; nil when the index must be rebuilt.
  private func changedIndex(
    from old: State, to structure: Int, _ connection: any DatabaseConnection
  ) throws -> (index: CatalogIndex, products: Set<UUID>)? {
    guard let cached = old.revision, cached.structure == old.index.revision,
      let products = try CatalogChangeLog.products(from: old.index.revision, to: structure, connection)
    else { return nil }
    let rows = try storage.indexRows(products.sorted { $0.uuidString < $1.uuidString }, connection)
    guard let index = old.index.applying(rows.products, values: rows.values, revision: structure) else { return nil }
    return (index, Set(products))
  }
}

extension CatalogCache.State {
  /// At `revision`, without the products named (their list form and card) and without every page, filter answer
  /// and category level, which may show any product.
  mutating func moveOn(to revision: CatalogRevision, forgetting changed: Set<UUID>) {
    self.revision = revision
    for id in changed {
      if let product = products.removeValue(forKey: id) { productBytes -= product.count }
      details.removeValue(forKey: id)
    }
    pages.removeAll(keepingCapacity: true)
    filters.removeAll(keepingCapacity: true)
    categories.removeAll(keepingCapacity: true)
    pageBytes = 0
  }
}
