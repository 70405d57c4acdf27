import Foundation
import MeowlsAPI
import MeowlsKit

/// Listing pages drawn as templates (`PageTemplate`), kept while the catalogue's freshness token stays the same:
/// a new token (a price, a product, a stock level changed) forgets them all. Bounded by the bytes it holds; when
/// full it keeps what it has and draws the rest for each visit, as before.
final class PageCache: @unchecked Sendable {
  // NB: `@unchecked` because `token`, `pages` and `bytes` are only touched under `lock`.
  /// What a guest's listing page is drawn from besides the catalogue: the page's address and the visitor's
  /// language and city (the header names it).
  struct Key: Hashable, Sendable {
    var url: String
    var language: AppLanguage
    var city: City?
  }

  private let lock = NSLock()
  private var token: String?
  private var pages: [Key: PageTemplate] = [:]
  private var bytes = 0
  let byteLimit: Int

  init(byteLimit: Int = 48 << 20) {
    self.byteLimit = byteLimit
  }

  /// The template kept for `key` at `token`.
  func template(for key: Key, at token: String) -> PageTemplate? {
    lock.withLock { self.token == token ? pages[key] : nil }
  }

  /// Keeps a template drawn after `token` was read; one of another token replaces them all.
  func keep(_ template: PageTemplate, for key: Key, at token: String) {
    lock.withLock {
      if self.token != token {
        self.token = token
        pages = [:]
        bytes = 0
      }
      guard pages[key] == nil, bytes + template.byteCount <= byteLimit else { return }
      pages[key] = template
      bytes += template.byteCount
    }
  }

  /// How many pages are kept (tests).
  var count: Int { lock.withLock { pages.count } }
}
