import Foundation
import MeowlsAPI

/// `GET /pos/catalogue`: a shop's catalogue for its registers, page by page in variant id order, whole or the
/// variants that changed since a revision (`RegisterCatalogueSchema`'s log).
///
/// The revision is read before the page, so a change committed while a register pages is above the revision it
/// keeps and comes again in its next delta: a register can be behind, never wrong for long.
struct RegisterCatalogueService: Sendable {
  let database: any Database

  /// - Throws: `ReportError.shopRequired` (an admin of no shop without `shop_id`), `StaffError.staffNotAssigned`
  ///   (another shop than the caller's), `ReportError.shopNotFound`.
  func page(_ query: RegisterCatalogueQuery, for context: StaffContext) throws -> RegisterCatalogue {
    if query.shopID == nil, context.shopID == nil, context.role == .admin { throw ReportError.shopRequired }
    let shop = try query.shopID ?? context.requireShop()
    try context.requireAccess(to: shop)
    return try database.withConnection { connection in
      guard try StaffStore.shop(shop.uuidString, in: connection) != nil else { throw ReportError.shopNotFound }
      let log = try RegisterCatalogueStore.revision(in: connection)
      let limit = query.effectiveLimit
      guard let since = query.since, (log.floor...log.revision).contains(since) else {
        let items = try RegisterCatalogueStore.items(after: query.after, limit: limit, at: shop, connection)
        return RegisterCatalogue(
          complete: true, items: items, nextAfter: items.count == limit ? items.last?.id : nil,
          revision: log.revision)
      }
      let changed = try RegisterCatalogueStore.changed(
        since: since, after: query.after, limit: limit, at: shop, connection)
      let items = try RegisterCatalogueStore.items(changed, at: shop, connection)
      let found = Set(items.map(\.id))
      return RegisterCatalogue(
        complete: false, items: items, nextAfter: changed.count == limit ? changed.last : nil,
        removed: changed.filter { !found.contains($0) }, revision: log.revision)
    }
  }
}
