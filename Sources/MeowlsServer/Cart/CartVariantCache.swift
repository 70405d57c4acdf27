import MeowlsAPI
import Synchronization

/// The variants carts have asked for, as the catalogue rendered them at one catalogue revision (a stock write or a
/// catalogue change makes them stale, as `CatalogCache`'s rendered products).
final class CartVariantCache: Sendable {
  private struct State: Sendable {
    var revision: CatalogRevision?
    var variants: [Article: CartVariant] = [:]
  }

  private let state = Mutex(State())
  /// Variants kept at most; when full, the cache starts over (a bound on memory, not an eviction policy).
  let limit: Int

  init(limit: Int = 50_000) { self.limit = limit }

  /// The cached variants of `articles` rendered at `revision`; the others are missing.
  func variants(_ articles: Set<Article>, at revision: CatalogRevision) -> [Article: CartVariant] {
    state.withLock { state in
      guard state.revision == revision else { return [:] }
      var found: [Article: CartVariant] = [:]
      for article in articles { if let variant = state.variants[article] { found[article] = variant } }
      return found
    }
  }

  /// Keeps `variants`, read at `revision`; a newer revision replaces what an older one left, and an older one
  /// never replaces a newer.
  func store(_ variants: [Article: CartVariant], at revision: CatalogRevision) {
    state.withLock { state in
      if let cached = state.revision, revision.isOlder(than: cached) { return }
      if state.revision != revision || state.variants.count + variants.count > limit {
        state = State(revision: revision)
      }
      state.variants.merge(variants) { _, new in new }
    }
  }
}
