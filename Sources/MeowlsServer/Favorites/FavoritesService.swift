import Foundation
import MeowlsAPI

/// The favourites domain (`api.md` §9): a user's starred products, newest first (`decisions.md`).
///
/// Products are rendered by the catalogue's `CatalogStorage` straight from the database, so prices and stock are
/// those of the moment of the request.
struct FavoritesService: Sendable {
  let catalog: CatalogStorage
  let clock: Clock
  let database: any Database

  /// `GET /favorites`: one page of products in list form.
  func list(of user: User.ID, page: PageRequest) throws -> Page<Product> {
    try database.withConnection { connection in
      let total = try FavoritesStore.count(of: user, in: connection)
      let ids = try FavoritesStore.productIDs(of: user, offset: page.offset, limit: page.limit, in: connection)
      let products = try catalog.products(ids.map(\.rawValue), connection)
      return page.page(ids.compactMap { products[$0.rawValue] }, total: total)
    }
  }

  /// `GET /favorites/count`.
  func count(of user: User.ID) throws -> FavoritesCount {
    FavoritesCount(favoritesProductsCount: try database.withConnection { try FavoritesStore.count(of: user, in: $0) })
  }

  /// `POST /favorites/star`: adds every known product not yet starred, in one transaction. Returns true when some
  /// of them already were favourites (the contract's 208); they do not stop the others. Unknown ids are ignored.
  ///
  /// Within one request, a later id counts as starred later (it is listed before the earlier ones).
  func star(_ ids: [Product.ID], for user: User.ID) throws -> Bool {
    let now = EpochSeconds.from(clock.now())
    var seen: Set<Product.ID> = []
    return try database.transaction { connection in
      var someWereStarred = false
      for id in ids where seen.insert(id).inserted {
        guard try !FavoritesStore.star(id, for: user, at: now, in: connection) else { continue }
        someWereStarred = try FavoritesStore.isStarred(id, by: user, in: connection) || someWereStarred
      }
      return someWereStarred
    }
  }

  /// `POST /favorites/unstar`: ids that are not favourites are ignored.
  func unstar(_ ids: [Product.ID], for user: User.ID) throws {
    try database.transaction { connection in
      for id in Set(ids) { try FavoritesStore.unstar(id, for: user, in: connection) }
    }
  }

  /// Every favourite's id, newest first: `favorite_items` of the accounts answers.
  func productIDs(of user: User.ID) throws -> [Product.ID] {
    try database.withConnection { try FavoritesStore.productIDs(of: user, in: $0) }
  }
}
