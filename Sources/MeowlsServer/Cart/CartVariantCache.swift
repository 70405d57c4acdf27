import MeowlsAPI
import Synchronization

/// The variants carts have asked for, as the catalogue rendered them at one structure revision, each with the
/// warehouse stock of the stock revision it was last read at.
///
/// NB: every purchase writes stock, so on a busy shop nearly every cart update, calculation and purchase comes
/// after another customer's purchase. Keyed on the whole revision, the cache then missed nearly always and each
/// cart read rendered its variants anew (seven queries); only the stock moved meanwhile, so a variant whose stock
/// revision is behind needs just its stock read again (`stale`, one query for all of a cart's lines). A catalogue
/// change (the structure revision) makes everything stale, as `CatalogCache`'s rendered products.
final class CartVariantCache: Sendable {
  /// What the cache holds of `articles` at one revision.
  struct Found: Equatable, Sendable {
    /// Rendered at this very revision: as if read now.
    var current: [Article: CartVariant] = [:]
    /// Rendered at this structure revision but an older stock revision: right but for the stock.
    var stale: [Article: CartVariant] = [:]
  }

  private struct Entry: Sendable {
    var variant: CartVariant
    var stock: Int
  }

  private struct State: Sendable {
    var structure: Int?
    var entries: [Article: Entry] = [:]
  }

  private let state = Mutex(State())
  /// Variants kept at most; when full, the cache starts over (a bound on memory, not an eviction policy).
  let limit: Int

  init(limit: Int = 50_000) { self.limit = limit }

  /// The cached variants of `articles` for `revision`; the others are missing.
  func variants(_ articles: Set<Article>, at revision: CatalogRevision) -> Found {
    state.withLock { state in
      guard state.structure == revision.structure else { return Found() }
      var found = Found()
      for article in articles {
        guard let entry = state.entries[article] else { continue }
        if entry.stock == revision.stock {
          found.current[article] = entry.variant
        } else if entry.stock < revision.stock {
          found.stale[article] = entry.variant
        }
      }
      return found
    }
  }

  /// Keeps `variants`, read at `revision`: a newer structure revision replaces everything an older one left, and
  /// nothing read at an older revision (structure, or an article's stock) replaces what a newer one read.
  func store(_ variants: [Article: CartVariant], at revision: CatalogRevision) {
    state.withLock { state in
      if let structure = state.structure, revision.structure < structure { return }
      if state.structure != revision.structure || state.entries.count + variants.count > limit {
        state = State(structure: revision.structure)
      }
      for (article, variant) in variants {
        if let kept = state.entries[article], kept.stock > revision.stock { continue }
        state.entries[article] = Entry(variant: variant, stock: revision.stock)
      }
    }
  }
}
