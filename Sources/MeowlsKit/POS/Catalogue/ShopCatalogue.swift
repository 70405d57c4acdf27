import Foundation
import MeowlsAPI

/// The register's catalogue: the shop's snapshot kept in `RegisterStorage`, refreshed from the server by
/// revision (only what changed since the revision it holds; everything when the server says `complete`).
public actor ShopCatalogue {
  /// Variants per page asked of the server.
  public static let pageSize = 2_000

  private let storage: any RegisterStorage
  /// The snapshot now (empty until the first load or a stored one).
  public private(set) var snapshot: ShopSnapshot

  /// The catalogue stored in `storage` (empty when none was stored, or it cannot be read).
  public init(storage: any RegisterStorage) {
    self.storage = storage
    snapshot =
      (try? storage.read(.catalogue)).flatMap { $0 }.flatMap {
        try? JSONCoding.decoder.decode(ShopSnapshot.self, from: $0)
      }
      ?? ShopSnapshot()
  }

  /// Asks the server for what changed since the snapshot's revision (everything the first time), page by page,
  /// then stores the new snapshot; nothing changes when a page fails.
  ///
  /// - Throws: the request's `APIError` (`.transport` offline) or `.storage` when the snapshot cannot be written.
  @discardableResult
  public func refresh(
    shop: Shop.ID? = nil, fetch: @Sendable (RegisterCatalogueQuery) async throws(APIError) -> RegisterCatalogue
  ) async throws(APIError) -> ShopSnapshot {
    var pages: [RegisterCatalogue] = []
    var after: ProductVariant.ID?
    repeat {
      let since = pages.first?.complete == true ? nil : snapshot.revision
      let page = try await fetch(
        RegisterCatalogueQuery(after: after, limit: Self.pageSize, shopID: shop, since: since))
      pages.append(page)
      after = page.nextAfter
    } while after != nil
    let next = snapshot.applying(pages, shop: shop)
    do {
      try storage.write(try JSONCoding.encoder.encode(next), to: .catalogue)
    } catch {
      throw .storage("\(error)")
    }
    snapshot = next
    return next
  }
}
