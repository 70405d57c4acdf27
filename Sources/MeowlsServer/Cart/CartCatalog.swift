import Foundation
import MeowlsAPI

/// The catalogue as the cart reads it: variants by article, rendered by the catalogue's own `CatalogStorage`.
///
/// NB: the cart reads the catalogue revision on its own connection, inside its transaction, and takes variants
/// from `CartVariantCache` as they were rendered at that structure revision; a variant rendered before a later stock
/// write gets its warehouse stock read again in the same transaction, so the stock it checks is the stock it shows,
/// as if read now (a stock write bumps the stock revision through the `stock_levels` triggers). A cart update then
/// reads one or two tiny queries instead of seven.
struct CartCatalog: Sendable {
  let storage: CatalogStorage
  let cache: CartVariantCache

  init(storage: CatalogStorage, cache: CartVariantCache = CartVariantCache()) {
    self.storage = storage
    self.cache = cache
  }

  /// The variants with these articles, with their warehouse stock now; unknown articles are missing.
  func variants(_ articles: [Article], _ connection: any DatabaseConnection) throws -> [Article: CartVariant] {
    let wanted = Set(articles)
    guard !wanted.isEmpty else { return [:] }
    let revision = try CatalogRevision.current(connection)
    let found = cache.variants(wanted, at: revision)
    var variants = found.current
    if !found.stale.isEmpty {
      let stock = try storage.warehouseStock(of: found.stale.values.map(\.variant.id.rawValue), connection)
      let restocked = found.stale.mapValues { $0.withStock(stock[$0.variant.id.rawValue] ?? 0) }
      cache.store(restocked, at: revision)
      variants.merge(restocked) { _, restocked in restocked }
    }
    let missing = wanted.subtracting(variants.keys)
    if !missing.isEmpty {
      let loaded = try load(missing, connection)
      cache.store(loaded, at: revision)
      variants.merge(loaded) { _, loaded in loaded }
    }
    return variants
  }

  /// The variants of `articles` rendered from the database.
  private func load(_ articles: Set<Article>, _ connection: any DatabaseConnection) throws -> [Article: CartVariant] {
    var productIDs: Set<UUID> = []
    for chunk in SQLInList.chunks(articles.map(\.rawValue.sqlValue)) {
      try connection.forEachRow(
        "SELECT product_id FROM product_variants WHERE article IN (\(SQLInList.placeholders(count: chunk.count)))",
        SQLInList.padded(chunk)
      ) { row in productIDs.insert(try CatalogStorage.uuid(row, 0)) }
    }
    // NB: an archived product's lines stay in the cart, shown with no stock (`not_available`), so a cart update
    // asking for them answers the contract's shortage codes and a purchase refuses them; unarchiving brings them back.
    let archived = try ArchivedProducts.among(Array(productIDs), connection)
    var variants: [Article: CartVariant] = [:]
    for product in try storage.products(Array(productIDs), connection).values {
      for var variant in product.variants where articles.contains(variant.article) {
        let isArchived = archived.contains(product.id.rawValue)
        if isArchived { variant.availabilityInfo = AvailabilityInfo(count: 0, type: .notAvailable) }
        variants[variant.article] = CartVariant(product: product, variant: variant, archived: isArchived)
      }
    }
    return variants
  }
}
